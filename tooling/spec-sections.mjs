// node tooling/spec-sections.mjs
// Every "spec §N" the code and docs cite must be a heading of docs/spec.md, so a reader who
// follows a citation finds the section. Run by `npm test`'s lint step; prints what is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders that hold no source of ours (built, installed or generated). */
const skipped = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.git',
  '.cache',
  '.releases',
  'screenshots',
  'out',
  'test-results',
]);
const texts = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.sql', '.md', '.json', '.css']);
/** This check and its test, whose examples cite sections on purpose. */
const own = new Set(['tooling/spec-sections.mjs', 'tooling/spec-sections.test.mjs']);

/** Section numbers that headings of a spec give (`## 2. Screens`, `### §3.1 …`). */
export function specSections(markdown) {
  const found = new Set();
  for (const [, number] of markdown.matchAll(/^#{1,6}\s+§?(\d+(?:\.\d+)*)\.?\s/gm)) {
    found.add(number);
  }
  return found;
}

/**
 * The spec sections a text cites: every `§N` or `§N.M`, except those of another document
 * (`RFC 5545 §3.3.5`, `HIPAA §164.312`), which name that document just before the sign.
 */
export function citedSections(text) {
  const cited = [];
  for (const match of text.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
    const before = text.slice(Math.max(0, match.index - 16), match.index);
    if (/\b(RFC\s?\d+|HIPAA|CFR)\s*$/i.test(before)) continue;
    cited.push({ section: match[1].replace(/\.$/, ''), index: match.index });
  }
  return cited;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) yield* files(join(dir, entry.name));
    } else if (texts.has(extname(entry.name))) {
      yield join(dir, entry.name);
    }
  }
}

/** Citations of sections docs/spec.md does not have, as `path:line §N`. */
export function missingCitations(base = root) {
  const sections = specSections(readFileSync(join(base, 'docs/spec.md'), 'utf8'));
  const missing = [];
  for (const path of files(base)) {
    if (own.has(relative(base, path).split('\\').join('/'))) continue;
    const text = readFileSync(path, 'utf8');
    if (!text.includes('§')) continue;
    for (const { section, index } of citedSections(text)) {
      if (sections.has(section)) continue;
      const line = text.slice(0, index).split('\n').length;
      missing.push(`${relative(base, path)}:${line} §${section}`);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingCitations();
  if (missing.length) {
    console.error(`docs/spec.md has no heading for these citations:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  console.log('every spec § cited has its heading in docs/spec.md');
}
