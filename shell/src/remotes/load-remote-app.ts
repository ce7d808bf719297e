import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE } from './federation-plugin';
import {
  judgeKit,
  KitMismatchError,
  pageKit,
  readReleaseFacts,
  type ReleaseFacts,
} from './kit-check';
import { activeOverrides } from './overrides';
import { loadRuntimeConfig, type RemoteName } from './runtime-config';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`The ${remote} remote could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

export type RemoteModule = { default: ComponentType };

interface Registration {
  entry: string;
  overridden: boolean;
}

const registered = new Map<RemoteName, Registration>();
const RETRIES = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function register(remote: RemoteName, force: boolean): Promise<Registration> {
  const known = registered.get(remote);
  if (known && !force) return known;
  const config = await loadRuntimeConfig();
  const override = activeOverrides(config)[remote];
  const registration = { entry: override ?? config.remotes[remote], overridden: !!override };
  registerRemotes([{ name: remote, entry: registration.entry }], { force });
  registered.set(remote, registration);
  return registration;
}

/**
 * Holds the area to the page's kit before any of its code runs: an area built against a core this
 * page does not have is refused with both versions named, never left to fail inside a screen.
 */
async function checkKit(remote: RemoteName, entry: string): Promise<ReleaseFacts | null> {
  const [facts, kit] = await Promise.all([readReleaseFacts(entry), pageKit()]);
  const verdict = judgeKit(facts, kit);
  if (verdict.ok) return facts;
  const error = new KitMismatchError(remote, verdict.needs, verdict.has, verdict.missing);
  console.error(`[shell] ${error.message}`);
  throw error;
}

/** Tells the page (Settings → About) which release of the area runs. */
async function recordArea(
  remote: RemoteName,
  registration: Registration,
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

/** Loads a remote's exposed App, retrying a couple of times before giving up. */
export async function loadRemoteApp(remote: RemoteName, force = false): Promise<RemoteModule> {
  for (let attempt = 0; ; attempt++) {
    const registration = await register(remote, force || attempt > 0);
    const facts = await checkKit(remote, registration.entry);
    const mod = await loadRemote<RemoteModule & Record<string, unknown>>(`${remote}/App`).catch(
      () => null,
    );
    if (mod && !mod[UNAVAILABLE] && typeof mod.default === 'function') {
      void recordArea(remote, registration, facts).catch(() => undefined);
      return mod;
    }
    if (attempt >= RETRIES) throw new RemoteUnavailableError(remote);
    await wait(RETRY_DELAY_MS * (attempt + 1));
  }
}

// One load per remote and generation, so navigating inside an area does not suspend again; a
// user's Retry starts a new generation.
const loads = new Map<string, Promise<RemoteModule>>();
const loaded = new Map<string, RemoteModule>();

export function remoteAppModule(remote: RemoteName, generation: number) {
  const key = `${remote}#${generation}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteApp(remote, generation > 0).then((module) => {
      loaded.set(key, module);
      return module;
    });
    loads.set(key, load);
  }
  return load;
}

/** The remote's App if that load has already finished (coming back to an area shows it at once). */
export function loadedRemoteApp(remote: RemoteName, generation: number): RemoteModule | undefined {
  return loaded.get(`${remote}#${generation}`);
}
