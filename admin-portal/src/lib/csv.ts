// CSV written in the browser (RFC 4180), for the reports' export.

/** Cells a spreadsheet would run as a formula (CSV injection) are prefixed with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula trigger after another program's separator: a spreadsheet that splits on `;`, tab or
 * `|` reads `Csv;=1+1;x` as three cells, the second a formula, so the apostrophe goes there too.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|][\s"]*)([=+\-@])/g;

/** Quoted: this file's separator, quotes, line breaks, and the other separators spreadsheets use. */
const NEEDS_QUOTES = /[",;\t|\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `text` as a file through the browser's download (nothing is kept in browser storage). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // The byte order mark lets spreadsheet programs read the names' accents as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
