// The run-time configuration every app reads at start-up (/config.json): where the API and the
// remotes are. One function for both servers: tooling/serve.mjs (built apps) and the webpack dev
// server (tooling/webpack.mjs), so `npm start` and `npm run dev` cannot drift apart.
import { apps, remoteNames, urlEnvName, API_PORT } from './apps.mjs';

export function runtimeConfig(env = process.env) {
  const remotes = {};
  for (const name of remoteNames) {
    const origin = env[urlEnvName(name)] ?? `http://localhost:${apps[name].port}`;
    remotes[apps[name].federationName] = `${origin.replace(/\/$/, '')}/mf-manifest.json`;
  }
  return {
    apiUrl: env.API_URL ?? `http://localhost:${API_PORT}`,
    remotes,
    overrides: remoteOverrides(env),
  };
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
