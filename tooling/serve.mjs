#!/usr/bin/env node
// Serves one built app (shell or a remote) from its dist/ folder, as in production:
// compressed, with the run-time configuration at /config.json and SPA fallback to index.html.
// With a release store (tooling/releases.mjs, RELEASES_DIR): every release of the app under
// /r/<version>/, and the shell's page from its live release; the live map is read per request.
//   node tooling/serve.mjs <app> [--port N]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { apps, remoteOfPath } from './apps.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { findInReleases, isVersion, liveDir, releaseDir, releasesDir } from './releases.mjs';
import { securityHeaders, HSTS_VALUE } from './security-headers.mjs';

export { runtimeConfig };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** TRUST_PROXY: unset/'false' → no proxy; 'true' → any; else a comma-separated address list. */
export function parseTrustProxy(value) {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

// the one page drawn before the routed app besides the landing page (shell/src/main.tsx)
export const SIGN_IN_PATH = '/login';

/**
 * What a page of the shell will fetch first, as a Link header, so the browser asks for it with the
 * page instead of one step after another (page → shell code → /config.json → the remote's
 * manifest → its entry): the run-time configuration, the remote that draws the page (its manifest
 * and entry) and a warm connection to it and to the API, so the largest paint comes earlier.
 * The routed app's chunks and libraries (`routedAppScripts`, the build's routed-app.json), which
 * main.js asks for only once it has run, are named at low priority: at a script's usual priority
 * they took bandwidth from main.js and React and the first paint came later; at low priority it
 * did not move (docs/decisions/first-paint.md). The landing page runs on React alone: its one chunk
 * (`landingScript`, the build's `landing.<hash>.js`) is all it names. /login is drawn by the auth
 * area's sign-in page before the routed app: it names that page's chunks (`signInScripts`, no
 * router) in the routed app's place. Config and manifest are
 * read with fetch() (CORS, no cookies): `crossorigin`. Served from one origin with the remotes and
 * the API (nginx, scripts/cluster.mjs), the page names no connection to its own origin
 * (`pageOrigin`).
 */
export function earlyHints(
  pathname,
  config,
  { landingScript, routedAppScripts = [], signInScripts = [], pageOrigin } = {},
) {
  // The landing page: only its own chunk, asked for with the page rather than once main.js has run.
  if (pathname === '/') return landingScript ? `</${landingScript}>; rel=preload; as=script` : null;
  // /login is drawn before the routed app, with the sign-in page's chunks (no router).
  const scripts =
    pathname === SIGN_IN_PATH && signInScripts.length ? signInScripts : routedAppScripts;
  const routedApp = scripts.map((file) => `</${file}>; rel=preload; as=script; fetchpriority=low`);
  const remote = remoteOfPath(pathname);
  if (!remote) return routedApp.length ? routedApp.join(', ') : null;
  const manifest = config.remotes[apps[remote].federationName];
  const origin = new URL(manifest).origin;
  const api = new URL(config.apiUrl).origin;
  const other = (o) => o !== pageOrigin;
  return [
    '</config.json>; rel=preload; as=fetch; crossorigin',
    ...(other(origin)
      ? [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]
      : []),
    `<${manifest}>; rel=preload; as=fetch; crossorigin`,
    `<${new URL('remoteEntry.js', manifest).href}>; rel=preload; as=script`,
    ...(other(api) ? [`<${api}>; rel=preconnect`] : []),
    ...routedApp,
  ].join(', ');
}

const LANDING_CHUNK = /^landing\.[0-9a-f]{10}\.js$/;
const hintsByFolder = new Map();

/**
 * What a build folder of the shell gives the Link header: the landing page's chunk (the build's
 * `landing.<hash>.js`) and the routed app's scripts (its routed-app.json, written by
 * webpack-plugins/routed-app-chunks.mjs). Read once per build: again while either is missing and
 * when a named file is gone, as after a rebuild. nginx's configuration reads the same
 * (scripts/cluster.mjs).
 */
export function pageHintsIn(dir) {
  const known = hintsByFolder.get(dir);
  const present = (file) => existsSync(join(dir, file));
  if (known?.landingScript && known.routedAppScripts.length) {
    const named = [known.landingScript, ...known.routedAppScripts, ...known.signInScripts];
    if (named.every(present)) return known;
  }
  const landingScript = existsSync(dir)
    ? readdirSync(dir).find((f) => LANDING_CHUNK.test(f))
    : undefined;
  const listFile = join(dir, 'routed-app.json');
  const list = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  const hints = {
    landingScript,
    routedAppScripts: list.scripts ?? [],
    signInScripts: list.signIn ?? [],
  };
  hintsByFolder.set(dir, hints);
  return hints;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A path whose last part has an extension names a file; the app's routes have none. */
const HAS_EXTENSION = /\.[^/]*$/;
const HASHED_CHUNK = /\.[0-9a-f]{10}\.js$/;

const NO_CACHE = new Set([
  '/index.html',
  '/mf-manifest.json',
  '/remoteEntry.js',
  '/main.js',
  '/federation-runtime.js',
  '/mf-stats.json',
  '/release.json',
]);

/**
 * Serves `app`. `https` ({ key, cert }) serves TLS itself; behind a TLS-terminating proxy set
 * `trustProxy` (true, or the proxy's addresses) so `X-Forwarded-Proto: https` counts as HTTPS.
 * Either way, a request that arrived over HTTPS gets Strict-Transport-Security.
 */
export async function serveApp(
  app,
  {
    port = apps[app].port,
    host = '127.0.0.1',
    env = process.env,
    log = true,
    distRoot,
    https,
    trustProxy = false,
    // false: the shell's page comes from `distRoot` even when a shell release is live (the
    // promotion gate tries a candidate shell this way)
    liveShell = true,
  } = {},
) {
  const dist = distRoot ?? join(root, app, 'dist');
  const store = releasesDir(env);
  /** The shell's live release folder, when pages come from one (read per request). */
  const shellRelease = () => (app === 'shell' && liveShell ? liveDir(store, 'shell') : null);
  if (!existsSync(join(dist, 'index.html')) && !shellRelease()) {
    throw new Error(`${app} is not built (${dist} has no index.html): run npm run build first`);
  }
  const currentConfig = () => runtimeConfig(env, { releases: true });
  // The origins in the policy do not depend on which release is live (all are served by the
  // same servers), so the headers are computed once.
  const config = currentConfig();
  const server = Fastify({ logger: false, trustProxy, ...(https ? { https } : {}) });
  await server.register(fastifyCompress, { global: true, threshold: 1024 });
  const headers = securityHeaders(config);
  server.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    // Remotes are fetched cross-origin by the shell (manifest JSON, chunks).
    reply.header('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    // Only over HTTPS: a browser ignores HSTS on plain HTTP, and a spoofed X-Forwarded-Proto
    // counts only when the proxy is trusted (request.protocol follows `trustProxy`).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    if (path.startsWith('/r/') && reply.statusCode === 200) {
      // a release never changes once written: every file of it may be kept for good
      reply.header('Cache-Control', IMMUTABLE);
    } else if (
      NO_CACHE.has(path) ||
      path === '/config.json' ||
      String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      reply.header('Cache-Control', 'no-cache');
      if (
        app === 'shell' &&
        String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      ) {
        const link = earlyHints(path, currentConfig(), pageHintsIn(folderOf('index.html')));
        if (link) reply.header('Link', link);
      }
    } else if (HASHED_CHUNK.test(path)) {
      reply.header('Cache-Control', IMMUTABLE);
    }
    return payload;
  });
  server.get('/config.json', async () => currentConfig());
  await server.register(fastifyStatic, {
    root: dist,
    // the routes below choose the folder (dist/ or a release) for each request
    serve: false,
    index: false,
    cacheControl: false,
    // where the browser accepts them, the build's brotli/gzip copies
    // (tooling/webpack-plugins/precompress.mjs)
    preCompressed: true,
    etag: true,
    lastModified: true,
  });
  /** The folder a file of the app's own paths comes from. */
  const folderOf = (file) => {
    const live = shellRelease();
    if (!live) return dist;
    if (existsSync(join(live, file))) return live;
    // A page opened before a promote asks for its own release's chunks: they are content-hashed,
    // so any release that has the name has the same bytes.
    if (HASHED_CHUNK.test(file)) return findInReleases(store, 'shell', file) ?? live;
    return live;
  };
  // The page itself (also at /): served by sendFile, which falls back to the plain file when the
  // build left no compressed copy (a directory index would answer 404 instead).
  server.get('/', (_request, reply) => reply.sendFile('index.html', folderOf('index.html')));
  // Every release of this app, for pages and shells that asked for that one.
  server.get('/r/:version/*', (request, reply) => {
    const { version, '*': file } = request.params;
    if (!isVersion(version) || !file) return reply.callNotFound();
    const dir = releaseDir(store, app, version);
    if (!existsSync(join(dir, 'release.json'))) return reply.callNotFound();
    return reply.sendFile(file, dir);
  });
  /** A page of the app asked for by a browser: a GET for HTML outside the releases. */
  const wantsPage = (request) =>
    request.method === 'GET' &&
    String(request.headers.accept ?? '').includes('text/html') &&
    !request.url.startsWith('/r/');
  server.get('/*', (request, reply) => {
    const file = request.params['*'];
    // A route of the app (/login, /doctor/dashboard: no extension) is the page itself. Looked for
    // as a file first, it failed once per compressed copy before the not-found handler sent the
    // page, each try leaving a listener on the answer.
    if (!HAS_EXTENSION.test(file) && wantsPage(request))
      return reply.sendFile('index.html', folderOf('index.html'));
    return reply.sendFile(file, folderOf(file));
  });
  server.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return reply.sendFile('index.html', folderOf('index.html'));
    return reply.code(404).send({ message: 'Not found' });
  });
  await server.listen({ port, host });
  if (log)
    console.log(`[${app}] serving ${dist} on ${https ? 'https' : 'http'}://localhost:${port}`);
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  if (!app || !apps[app]) {
    console.error(`usage: serve.mjs <${Object.keys(apps).join('|')}> [--port N]`);
    process.exit(2);
  }
  const portArg = process.argv.indexOf('--port');
  const port =
    portArg > 0 ? Number(process.argv[portArg + 1]) : Number(process.env.PORT ?? apps[app].port);
  const https =
    process.env.TLS_KEY_FILE && process.env.TLS_CERT_FILE
      ? {
          key: readFileSync(process.env.TLS_KEY_FILE),
          cert: readFileSync(process.env.TLS_CERT_FILE),
        }
      : undefined;
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const server = await serveApp(app, {
    port,
    host: process.env.HOST ?? '127.0.0.1',
    https,
    trustProxy,
  });
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
