import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, renderEmail } from './layout.js';
import { signupCodeEmail } from './templates/signup-code.js';

describe('email layout', () => {
  it('escapes every value in the HTML and leaves the text as typed', () => {
    const { html, text } = renderEmail({
      greeting: 'Hello <script>alert(1)</script>,',
      paragraphs: ['Tom & "Jerry" \'s visit'],
      details: [['Doctor', 'Dr. <b>Who</b>']],
      actions: [{ label: 'View <it>', url: 'https://care.example.test/a?x=1&y="2"' }],
      closing: ['Bye'],
    });
    assert.ok(!html.includes('<script>'), 'no markup from a value');
    assert.ok(html.includes('Hello &lt;script&gt;alert(1)&lt;/script&gt;,'));
    assert.ok(html.includes('Tom &amp; &quot;Jerry&quot; &#39;s visit'));
    assert.ok(html.includes('>Dr. &lt;b&gt;Who&lt;/b&gt;</td>'));
    assert.ok(html.includes('href="https://care.example.test/a?x=1&amp;y=&quot;2&quot;"'));
    assert.ok(html.includes('>View &lt;it&gt;</a>'));
    assert.equal(
      text,
      [
        'Hello <script>alert(1)</script>,',
        '',
        'Tom & "Jerry" \'s visit',
        '',
        'Doctor: Dr. <b>Who</b>',
        '',
        'View <it>: https://care.example.test/a?x=1&y="2"',
        '',
        'Bye',
      ].join('\n'),
    );
  });

  it('makes buttons of http(s) links only', () => {
    const { html } = renderEmail({
      greeting: 'Hello,',
      paragraphs: [],
      actions: [{ label: 'Run', url: 'javascript:alert(1)' }],
    });
    assert.ok(!html.includes('href='), 'no link');
    assert.ok(html.includes('>Run: javascript:alert(1)</p>'), 'shown as text');
  });

  it('a template gives the subject and both parts', () => {
    const email = signupCodeEmail('1234567');
    assert.equal(email.subject, 'Your CareConnect verification code');
    assert.match(email.text, /^Hello,\n\nYour CareConnect verification code is 1234567\.\n\n/);
    assert.match(email.html, /^<!DOCTYPE html>/);
    assert.ok(email.html.includes('Your CareConnect verification code is 1234567.'));
    assert.equal(escapeHtml(`<&>"'`), '&lt;&amp;&gt;&quot;&#39;');
  });
});
