#!/usr/bin/env node
// Runs the pinned pnpm, installing it into .cache/pnpm on first use so a machine with only Node and npm works.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const prefix = join(root, '.cache', 'pnpm');
const bin = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export function pnpmBin() {
  if (!existsSync(bin)) {
    console.log(`[setup] installing pnpm ${PNPM_VERSION} into .cache/pnpm`);
    const r = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        prefix,
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error('could not install pnpm');
  }
  return bin;
}

export function pnpm(args, opts = {}) {
  const r = spawnSync(process.execPath, [pnpmBin(), ...args], {
    stdio: 'inherit',
    cwd: root,
    ...opts,
  });
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
