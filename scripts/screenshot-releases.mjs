#!/usr/bin/env node
// Pictures of `npm run releases -- <app>` for the docs, as a terminal shows it, light and dark,
// wide and phone: node scripts/screenshot-releases.mjs [app] (reads RELEASES_DIR like the CLI).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { launchChromium } from '../tooling/release-gate.mjs';
import { root } from './lib.mjs';

const app = process.argv[2] ?? 'patient-portal';
const run = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), 'list', app], {
  cwd: root,
  encoding: 'utf8',
});
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(1);
}
const escape = (text) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
const page = (theme) => `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
body { margin: 0; padding: 24px; font: 14px/1.5 ui-monospace, 'DejaVu Sans Mono', monospace;
  background: ${theme === 'dark' ? '#111827' : '#f9fafb'}; color: ${theme === 'dark' ? '#e5e7eb' : '#111827'}; }
.prompt { color: ${theme === 'dark' ? '#93c5fd' : '#1d4ed8'}; }
pre { margin: 0; white-space: pre; overflow-x: auto; }
@media (max-width: 500px) { body { padding: 8px; font-size: 8px; } }
</style></head><body><pre><span class="prompt">$ npm run releases -- ${app}</span>
${escape(run.stdout.replace(/ in \/\S+/, ' in .releases/'))}</pre></body></html>`;

const browser = await launchChromium();
try {
  for (const theme of ['light', 'dark']) {
    for (const [size, viewport] of [
      ['wide', { width: 1280, height: 260 }],
      ['phone', { width: 390, height: 260 }],
    ]) {
      const tab = await browser.newPage({ viewport, colorScheme: theme });
      await tab.setContent(page(theme));
      const path = join(root, 'docs', 'screenshots', `releases-list-${theme}-${size}.png`);
      await tab.screenshot({ path, fullPage: true });
      await tab.close();
      console.log(path);
    }
  }
} finally {
  await browser.close();
}
