// Installs the Debian packages a test needs when they are missing and we may (root), or says why not.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let aptUpdated = false;

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Ensures `binary` exists, installing `aptPackage` if needed. Returns null when available, else the reason. */
export function ensureDebianPackage(binary, aptPackage) {
  if (existsSync(binary)) return null;
  if (!isRoot()) return `${binary} is missing and installing ${aptPackage} needs root`;
  if (!existsSync('/usr/bin/apt-get'))
    return `${binary} is missing and this machine has no apt-get`;
  console.log(`[setup] installing ${aptPackage} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const r = spawnSync('apt-get', ['install', '-y', '-qq', aptPackage], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync(binary)) return `apt-get install ${aptPackage} failed`;
  return null;
}

export const CHROMIUM = '/usr/bin/chromium';

export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
