// node --test tooling/cycles.test.mjs: no import circle in any package but the API's known knot,
// and the check fires on a planted circle. Run by `npm test`'s lint step.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { circlesOf, judge, knownFiles, PACKAGES } from './cycles.mjs';

const root = join(import.meta.dirname, '..');

test('no package imports itself in a circle, beyond the known files (which may only shrink)', async () => {
  const circles = [];
  for (const pkg of PACKAGES) circles.push(...(await circlesOf(join(root, pkg))));
  const { fresh, untied } = judge(circles, knownFiles());
  assert.deepEqual(fresh, [], 'new circles (tooling/cycles.mjs says why they are refused)');
  assert.deepEqual(untied, [], 'files that lie on no circle now: strike them from the list');
});

const planted = mkdtempSync(join(tmpdir(), 'cycles-'));
after(() => rmSync(planted, { recursive: true, force: true }));

test('a planted circle, even through a type-only import, is found and refused', async () => {
  mkdirSync(join(planted, 'src'));
  writeFileSync(
    join(planted, 'src', 'orders.ts'),
    "import { priceOf } from './prices';\nexport const total = (n: number) => priceOf(n) * n;\n",
  );
  writeFileSync(
    join(planted, 'src', 'prices.ts'),
    "import type { total } from './orders';\nexport const priceOf = (n: number): ReturnType<typeof total> => n;\n",
  );
  writeFileSync(join(planted, 'src', 'alone.ts'), 'export const alone = 1;\n');
  const circles = await circlesOf(planted);
  assert.equal(circles.length, 1);
  assert.deepEqual(circles[0].map((file) => file.split('/').pop()).sort(), [
    'orders.ts',
    'prices.ts',
  ]);
  assert.equal(judge(circles, []).fresh.length, 1, 'refused when its files are not known');
  assert.equal(judge(circles, circles[0]).fresh.length, 0, 'let through only when known');
  assert.deepEqual(judge([], circles[0]).untied, circles[0], 'a known file off every circle');
});
