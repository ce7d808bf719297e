import type { ComponentType } from 'react';
import type { SignInPageProps } from '@careconnect/shared-ui';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { activeOverrides, checkKit, recordArea } from './area-checks';
import { UNAVAILABLE } from './federation-plugin';
import { chooseEntry } from './release-choice';
import { loadRuntimeConfig, type RemoteName } from './runtime-config';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`The ${remote} remote could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

export type RemoteModule<Props = object> = { default: ComponentType<Props> };

/** The signed-in user's id as the session store keeps it (read directly: main.js has no kit). */
function storedUserId(): string | null {
  try {
    return window.localStorage.getItem('userId');
  } catch {
    return null;
  }
}

export interface Registration {
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
  // a canary goes to a stable share of signed-in users; everyone else gets the live release
  const entry = override ?? chooseEntry(config, remote, storedUserId());
  const registration = { entry, overridden: !!override };
  registerRemotes([{ name: remote, entry: registration.entry }], { force });
  registered.set(remote, registration);
  return registration;
}

/** What the shell draws of an area: its route tree, or the auth area's sign-in page alone. */
type Exposed = './App' | './SignIn';

/** Loads a module a remote exposes, trying `retries` more times before giving up. */
async function loadExposed(
  remote: RemoteName,
  expose: Exposed,
  force: boolean,
  retries: number,
): Promise<RemoteModule> {
  for (let attempt = 0; ; attempt++) {
    const registration = await register(remote, force || attempt > 0);
    // The area's entry and first chunks are fetched (not run) while its release facts are read:
    // the check then costs no round trip of its own before the area's first paint.
    preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }]).catch(
      () => undefined,
    );
    const facts = await checkKit(remote, registration.entry);
    const mod = await loadRemote<RemoteModule & Record<string, unknown>>(
      `${remote}/${expose.slice(2)}`,
    ).catch(() => null);
    if (mod && !mod[UNAVAILABLE] && typeof mod.default === 'function') {
      recordArea(remote, registration, facts).catch(() => undefined);
      return mod;
    }
    if (attempt >= retries) throw new RemoteUnavailableError(remote);
    await wait(RETRY_DELAY_MS * (attempt + 1));
  }
}

/** Loads a remote's exposed App, retrying a couple of times before giving up. */
export function loadRemoteApp(remote: RemoteName, force = false): Promise<RemoteModule> {
  return loadExposed(remote, './App', force, RETRIES);
}

let signInPage: Promise<RemoteModule<SignInPageProps>> | null = null;

/**
 * The auth area's sign-in page alone (its './SignIn'), once, without retries: a page that cannot
 * have it (an auth release from before it, a kit it does not fit) draws the routed app instead,
 * whose area load retries and explains.
 */
export function signInPageModule(): Promise<RemoteModule<SignInPageProps>> {
  signInPage ??= loadExposed('auth_app', './SignIn', false, 0) as Promise<
    RemoteModule<SignInPageProps>
  >;
  return signInPage;
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
