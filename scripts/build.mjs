#!/usr/bin/env node
// Builds every front-end app (or those named): node scripts/build.mjs [app ...]
import { buildApps, frontendApps, install } from './lib.mjs';

const named = process.argv.slice(2).filter((a) => !a.startsWith('-'));
try {
  if (!process.argv.includes('--no-install')) await install();
  await buildApps(named.length ? named : frontendApps);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
