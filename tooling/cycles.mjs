// node tooling/cycles.mjs
// No package of the project may import itself in a circle: a module that needs another should
// read it through a small interface or react to its events, not be needed back. madge finds the
// circles (type-only imports count: they tie the modules' designs just the same).
//
// The API's services still form one knot, being untied module by module: its files are listed
// in tooling/known-cycles.json. A circle through any other file fails, and the list may only
// shrink (a listed file that no longer lies on a circle fails too, until it is struck off).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace's packages with a src folder (pnpm-workspace.yaml lists them). */
export const PACKAGES = [
  ...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^ {2}- ([\w-]+)$/gm),
]
  .map(([, name]) => name)
  .filter((name) => existsSync(join(root, name, 'src')));

/** The circles of one package's src, each a list of paths relative to the repository root. */
export async function circlesOf(packageDir) {
  const tsConfig = join(packageDir, 'tsconfig.json');
  const result = await madge(join(packageDir, 'src'), {
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    ...(existsSync(tsConfig) ? { tsConfig } : {}),
  });
  const prefix = join(packageDir, 'src').slice(root.length + 1);
  return result.circular().map((circle) => circle.map((file) => `${prefix}/${file}`));
}

/**
 * Judges circles against the known files: `fresh` circles run through a file not listed;
 * `untied` listed files lie on no circle any more.
 */
export function judge(circles, known) {
  const listed = new Set(known);
  const seen = new Set(circles.flat());
  return {
    fresh: circles.filter((circle) => circle.some((file) => !listed.has(file))),
    untied: known.filter((file) => !seen.has(file)),
  };
}

export function knownFiles() {
  return JSON.parse(readFileSync(join(root, 'tooling', 'known-cycles.json'), 'utf8')).files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const circles = [];
  for (const pkg of PACKAGES) circles.push(...(await circlesOf(join(root, pkg))));
  const { fresh, untied } = judge(circles, knownFiles());
  for (const circle of fresh) console.log(`a new circle: ${circle.join(' -> ')}`);
  for (const file of untied)
    console.log(`${file} lies on no circle now: strike it from tooling/known-cycles.json`);
  console.log(
    `${circles.length} circles, ${circles.length - fresh.length} among the ${knownFiles().length} known files`,
  );
  process.exitCode = fresh.length || untied.length ? 1 : 0;
}
