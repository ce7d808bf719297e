// One look for every email: an HTML part with inline styles (mail apps drop <style> blocks and
// external sheets) and a plain-text part with the same words, for apps and readers that show
// text. Every value is escaped; a template only says what the email contains.

export interface EmailAction {
  label: string;
  url: string;
}

export interface EmailContent {
  /** The first line, e.g. 'Hello Jane,'. */
  greeting: string;
  /** What the email says, one paragraph each. */
  paragraphs: string[];
  /** Label and value rows (doctor, date, time). */
  details?: [label: string, value: string][];
  /** Links shown as buttons, the main one first; the text part lists them as 'Label: URL'. */
  actions?: EmailAction[];
  /** Paragraphs after the links (what an attachment does, what to do if it was not you). */
  closing?: string[];
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Only http(s) links become buttons: a value that is not one is shown as text. */
function safeUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT_COLOUR = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b6e4f';

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${TEXT_COLOUR}">${escapeHtml(text)}</p>`;
}

function detailsTable(details: [string, string][]): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding:4px 16px 4px 0;${FONT};font-size:15px;font-weight:600;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;${FONT};font-size:15px;color:${TEXT_COLOUR}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${rows}</table>`;
}

function button(action: EmailAction, main: boolean): string {
  const url = safeUrl(action.url);
  if (!url) return paragraph(`${action.label}: ${action.url}`);
  const colours = main
    ? `background:${BRAND};color:#ffffff;border:1px solid ${BRAND}`
    : `background:#ffffff;color:${BRAND};border:1px solid ${BRAND}`;
  return (
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:6px;${colours};` +
    `${FONT};font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a>`
  );
}

function renderHtml(content: EmailContent): string {
  const parts: string[] = [paragraph(content.greeting)];
  for (const p of content.paragraphs) parts.push(paragraph(p));
  if (content.details?.length) parts.push(detailsTable(content.details));
  if (content.actions?.length)
    parts.push(
      `<div style="margin:0 0 12px">${content.actions.map((a, i) => button(a, i === 0)).join('')}</div>`,
    );
  for (const p of content.closing ?? []) parts.push(paragraph(p));
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light"><title>CareConnect</title></head>',
    `<body style="margin:0;padding:0;background:#f3f5f7">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f7"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border:1px solid #d9e2ec">`,
    `<tr><td style="padding:20px 28px;border-bottom:1px solid #d9e2ec;${FONT};font-size:20px;font-weight:700;color:${BRAND}">CareConnect</td></tr>`,
    `<tr><td style="padding:24px 28px 12px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:16px 28px;border-top:1px solid #d9e2ec;${FONT};font-size:13px;line-height:20px;color:${MUTED}">` +
      'This email was sent by CareConnect. Please do not reply to it.</td></tr>',
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function renderText(content: EmailContent): string {
  const blocks: string[][] = [[content.greeting]];
  for (const p of content.paragraphs) blocks.push([p]);
  if (content.details?.length)
    blocks.push(content.details.map(([label, value]) => `${label}: ${value}`));
  if (content.actions?.length) blocks.push(content.actions.map((a) => `${a.label}: ${a.url}`));
  for (const p of content.closing ?? []) blocks.push([p]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { html: renderHtml(content), text: renderText(content) };
}
