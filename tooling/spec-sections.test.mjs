// node --test tooling/spec-sections.test.mjs
// Every "spec §N" cited in the repository is a heading of docs/spec.md, and the check fires on
// a citation of a section the spec lacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { citedSections, missingCitations, specSections } from './spec-sections.mjs';

test('every spec section cited in the repository is a heading of docs/spec.md', () => {
  assert.deepEqual(missingCitations(), []);
});

test('a citation of a section the spec lacks is found, another document’s is not', () => {
  const sections = specSections('# Spec\n\n## 1. Who\n\n## 2. Screens\n\n### 2.1 Login\n');
  assert.deepEqual([...sections], ['1', '2', '2.1']);
  const cited = citedSections(
    '// spec §2, §2.1 and §12; RFC 5545 §3.3.5 and HIPAA §164.312 are not ours',
  ).map((c) => c.section);
  assert.deepEqual(cited, ['2', '2.1', '12']);
  assert.deepEqual(
    cited.filter((s) => !sections.has(s)),
    ['12'],
  );
});
