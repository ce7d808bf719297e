// The run-time configuration every app reads at start-up (/config.json): where the API and the
// remotes are. One function for both servers: tooling/serve.mjs (built apps) and the webpack dev
// server (tooling/webpack.mjs), so `npm start` and `npm run dev` cannot drift apart.
import { apps, remoteNames, urlEnvName, API_PORT } from './apps.mjs';
import { appState, readLiveMap, releasesDir } from './releases.mjs';

/**
 * With `releases` (the built apps' servers), each remote's entry is its live release in the
 * release store when it has one, read from the live map at every call: a promote is seen by the
 * next page load without a restart. `releases` also tells the shell each remote's live version
 * and canary (shell/src/remotes/release-choice.ts picks per user).
 */
export function runtimeConfig(env = process.env, { releases = false } = {}) {
  const remotes = {};
  const map = releases ? readLiveMap(releasesDir(env)) : { apps: {} };
  const versions = {};
  for (const name of remoteNames) {
    const origin = (env[urlEnvName(name)] ?? `http://localhost:${apps[name].port}`).replace(
      /\/$/,
      '',
    );
    const federationName = apps[name].federationName;
    const { live, canary } = appState(map, name);
    remotes[federationName] = live
      ? `${origin}/r/${live}/mf-manifest.json`
      : `${origin}/mf-manifest.json`;
    versions[federationName] = {
      version: live,
      canary: canary
        ? { ...canary, entry: `${origin}/r/${canary.version}/mf-manifest.json` }
        : null,
    };
  }
  const config = {
    apiUrl: env.API_URL ?? `http://localhost:${API_PORT}`,
    remotes,
    overrides: remoteOverrides(env),
  };
  return releases ? { ...config, releases: versions } : config;
}

/**
 * REMOTE_OVERRIDES: origins a developer may point an area at in their own browser
 * (comma-separated, a `*` port for any port, e.g. `http://localhost:*`). Unset: no overrides,
 * which is what a production deployment gets unless it asks.
 */
export function remoteOverrides(env = process.env) {
  const allow = (env.REMOTE_OVERRIDES ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https?:\/\/[^/:\s]+(:(\d+|\*))?$/.test(origin));
  return allow.length ? { allow } : null;
}
