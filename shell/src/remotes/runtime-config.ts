// Where the API and the remotes live is read at start-up from /config.json, written by the
// server that serves the shell; nothing about other apps' locations is compiled in.
export type RemoteName = 'auth_app' | 'patient_portal' | 'doctor_portal' | 'admin_portal';

/** A remote's releases (absent when the server has no release store, as the dev server). */
export interface RemoteRelease {
  version: string | null;
  canary: { version: string; percent: number; entry: string } | null;
}

export interface RuntimeConfig {
  apiUrl: string;
  /** Each remote's live manifest. */
  remotes: Record<RemoteName, string>;
  /** Origins a developer may point a remote at in their own browser; absent when off. */
  overrides?: { allow: string[] } | null;
  releases?: Partial<Record<RemoteName, RemoteRelease>>;
}

let pending: Promise<RuntimeConfig> | null = null;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!pending) {
    // Served with Cache-Control: no-cache; the page's Link header may have fetched it already.
    pending = fetch('/config.json')
      .then((response) => {
        if (!response.ok) throw new Error(`config.json answered ${response.status}`);
        return response.json() as Promise<RuntimeConfig>;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}
