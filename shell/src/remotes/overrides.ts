import type { RemoteName, RuntimeConfig } from './runtime-config';

// A developer points one area of a running suite at another address (their dev server), for their
// own browser only. Off unless the server lists allowed origins (REMOTE_OVERRIDES); kept in this
// browser's storage (no health data: a remote's name and an address), shown by a banner with one
// click to end it.
export const OVERRIDES_KEY = 'careconnect-remote-overrides';
const REMOTES: readonly RemoteName[] = [
  'auth_app',
  'patient_portal',
  'doctor_portal',
  'admin_portal',
];

export type Overrides = Partial<Record<RemoteName, string>>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether `url` is on the allow-list: entries are origins, a `*` port matches any port. */
export function isAllowed(url: string, allow: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return allow.some((entry) => {
    const match = /^(https?):\/\/([^/:]+)(?::(\d+|\*))?$/.exec(entry.trim());
    if (!match) return false;
    const [, protocol, host, port] = match;
    if (target.protocol !== `${protocol}:` || target.hostname !== host) return false;
    return port === '*' || (port ?? '') === target.port;
  });
}

export function storedOverrides(): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Overrides = {};
    for (const remote of REMOTES) {
      const value = (parsed as Record<string, unknown>)[remote];
      if (typeof value === 'string') out[remote] = value;
    }
    return out;
  } catch {
    return {};
  }
}

/** The overrides in force: stored ones whose address the server's allow-list still admits. */
export function activeOverrides(config: RuntimeConfig): Overrides {
  const allow = config.overrides?.allow;
  if (!allow?.length) return {};
  const out: Overrides = {};
  for (const [remote, url] of Object.entries(storedOverrides()) as [RemoteName, string][]) {
    if (isAllowed(url, allow)) out[remote] = url;
  }
  return out;
}

/**
 * Reads `?override=<remote>=<manifest URL>` (or `?override=off`) from the address: stores an
 * allowed override, refuses any other with a console message. Returns whether anything changed.
 */
export function takeOverrideFromAddress(search: string, config: RuntimeConfig): boolean {
  const asked = new URLSearchParams(search).get('override');
  if (!asked) return false;
  if (asked === 'off') {
    endOverrides();
    return true;
  }
  const [name = '', ...rest] = asked.split('=');
  const remote = REMOTES.find((known) => known === name);
  const url = rest.join('=');
  if (!remote || !isAllowed(url, config.overrides?.allow ?? [])) {
    console.error(`[shell] override refused: ${asked} (not an area, or an address not allowed)`);
    return false;
  }
  storage()?.setItem(OVERRIDES_KEY, JSON.stringify({ ...storedOverrides(), [remote]: url }));
  return true;
}

export function endOverrides(): void {
  storage()?.removeItem(OVERRIDES_KEY);
}
