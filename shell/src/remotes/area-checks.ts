// What an area's load goes through besides the federation runtime: a developer's override and
// the kit check. In main.js with the remote loader, so that an area's load waits only for the
// run-time configuration, not for the routed app's chunk and its libraries (router,
// styled-components, the kit core) to arrive.
export { activeOverrides } from './overrides';
import { judgeKit, KitMismatchError, pageKit, readReleaseFacts } from './kit-check';
import type { ReleaseFacts } from './kit-check';
import type { RemoteName } from './runtime-config';

export type { ReleaseFacts };

/** Tells the page (Settings → About) which release of the area runs. */
export async function recordArea(
  remote: RemoteName,
  registration: { entry: string; overridden: boolean },
  facts: ReleaseFacts | null,
) {
  const { recordLoadedArea } = await import('@careconnect/shared-ui/core');
  recordLoadedArea({
    remote,
    version: facts?.version ?? 'build',
    commit: facts?.commit ?? null,
    builtAt: facts?.builtAt ?? null,
    kitVersion: facts?.kit?.version ?? null,
    overriddenFrom: registration.overridden ? registration.entry : null,
  });
}

/**
 * Holds the area to the page's kit before any of its code runs: an area built against a core this
 * page does not have is refused with both versions named, never left to fail inside a screen.
 */
export async function checkKit(remote: RemoteName, entry: string): Promise<ReleaseFacts | null> {
  const [facts, kit] = await Promise.all([readReleaseFacts(entry), pageKit()]);
  const verdict = judgeKit(facts, kit);
  if (verdict.ok) return facts;
  const error = new KitMismatchError(remote, verdict.needs, verdict.has, verdict.missing);
  console.error(`[shell] ${error.message}`);
  throw error;
}
