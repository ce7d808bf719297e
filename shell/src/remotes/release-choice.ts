// Which release of a remote this user gets: the canary when the server says one runs and the
// user's bucket (a stable hash of their id, 0–99) is under its share, else the live one. The
// hash is the same as the release tooling's (tooling/releases.mjs bucketOf), so support can
// tell from a user id which release that user sees.
import type { RemoteName, RuntimeConfig } from './runtime-config';

/** FNV-1a (32 bit) of the user id, mod 100. */
export function bucketOf(userId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function chooseEntry(
  config: RuntimeConfig,
  remote: RemoteName,
  userId: string | null,
): string {
  const canary = config.releases?.[remote]?.canary;
  if (canary && userId && bucketOf(userId) < canary.percent) return canary.entry;
  return config.remotes[remote];
}
