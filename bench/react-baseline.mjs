// Builds React + ReactDOM alone, the way the suite builds its apps (webpack production), and
// returns the JS sizes: the yardstick of the landing-page budget.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromShell = createRequire(join(root, 'shell', 'package.json'));
const requireFromTooling = createRequire(join(root, 'tooling', 'package.json'));

export async function reactBaseline() {
  const webpack = requireFromTooling('webpack');
  const work = mkdtempSync(join(tmpdir(), 'react-baseline-'));
  const entry = join(work, 'entry.js');
  writeFileSync(
    entry,
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));
`,
  );
  const compiler = webpack({
    mode: 'production',
    entry,
    output: { path: join(work, 'dist'), filename: 'main.js' },
    resolve: {
      alias: {
        react: dirname(requireFromShell.resolve('react/package.json')),
        'react-dom': dirname(requireFromShell.resolve('react-dom/package.json')),
      },
    },
    devtool: false,
    performance: { hints: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats.hasErrors()
        ? reject(error ?? new Error(stats.toString('errors-only')))
        : resolve(),
    ),
  );
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(join(work, 'dist')).filter((f) => f.endsWith('.js'))) {
    const body = readFileSync(join(work, 'dist', file));
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  rmSync(work, { recursive: true, force: true });
  return { raw, gzip };
}
