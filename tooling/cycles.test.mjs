// node --test tooling/cycles.test.mjs: no import circle in any package, and the check fires on a
// planted circle. Run by `npm test`'s lint step.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { circlesOf, PACKAGES } from './cycles.mjs';

const root = join(import.meta.dirname, '..');

test('no package imports itself in a circle', async () => {
  assert.ok(PACKAGES.includes('api'), 'the API is among the packages checked');
  const circles = [];
  for (const pkg of PACKAGES) circles.push(...(await circlesOf(join(root, pkg))));
  assert.deepEqual(circles, [], 'import circles (tooling/cycles.mjs says why they are refused)');
});

const planted = mkdtempSync(join(tmpdir(), 'cycles-'));
after(() => rmSync(planted, { recursive: true, force: true }));

test('a planted circle, even through a type-only import, is found', async () => {
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
});
