// node tooling/cycles.mjs
// No package of the project may import itself in a circle: a module that needs another should
// read it through a small interface or react to its events, not be needed back. madge finds the
// circles (type-only imports count: they tie the modules' designs just the same).
// There is no exception: any circle in any package fails (docs/decisions/no-import-circles.md).
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const circles = [];
  for (const pkg of PACKAGES) circles.push(...(await circlesOf(join(root, pkg))));
  for (const circle of circles) console.log(`an import circle: ${circle.join(' -> ')}`);
  console.log(`${circles.length} circles in ${PACKAGES.length} packages`);
  process.exitCode = circles.length ? 1 : 0;
}
