import type { RemoteName } from './runtime-config';

/** What an app's build says of itself (release.json beside its manifest). */
export interface ReleaseFacts {
  app?: string;
  version?: string;
  commit?: string;
  builtAt?: string;
  kit?: { version: string; range?: string; coreUses?: string[] } | null;
}

/** The page's kit core as far as the check needs it: its version and the names it provides. */
export interface PageKit {
  version: string;
  names: ReadonlySet<string>;
}

export type KitVerdict =
  { ok: true } | { ok: false; needs: string; has: string; missing: readonly string[] };

const major = (version: string) => Number(/^(\d+)\./.exec(version)?.[1] ?? Number.NaN);

/**
 * Whether an area built against `facts.kit` can run on the page's core. The stateless parts of the
 * kit travel inside the area, so only the core counts: the same major version, and every core
 * name the area reads present in the page's core (within a major the core only adds names).
 */
export function judgeKit(facts: ReleaseFacts | null, page: PageKit): KitVerdict {
  const kit = facts?.kit;
  if (!kit) return { ok: true }; // a build from before release facts: nothing to hold it to
  const missing = (kit.coreUses ?? []).filter((name) => !page.names.has(name));
  if (missing.length === 0 && major(kit.version) === major(page.version)) return { ok: true };
  return { ok: false, needs: kit.version, has: page.version, missing };
}

export class KitMismatchError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly needs: string,
    readonly has: string,
    readonly missing: readonly string[],
  ) {
    super(
      `${remote} was built with UI kit ${needs} and needs ${
        missing.length ? missing.join(', ') : 'its major version'
      } from the kit's core; this page runs UI kit ${has}`,
    );
    this.name = 'KitMismatchError';
  }
}

/** The facts of the build whose manifest is at `manifestUrl`; null when it has none. */
export async function readReleaseFacts(manifestUrl: string): Promise<ReleaseFacts | null> {
  try {
    const response = await fetch(new URL('release.json', manifestUrl), { cache: 'no-cache' });
    if (!response.ok) return null;
    return (await response.json()) as ReleaseFacts;
  } catch {
    return null; // unreadable facts do not keep an area away: its own load will tell
  }
}

/** The page's core, loaded through the federation runtime (the shell's copy, one per page). */
export async function pageKit(): Promise<PageKit> {
  const core = await import('@careconnect/shared-ui/core');
  return { version: core.KIT_VERSION, names: new Set(Object.keys(core)) };
}
