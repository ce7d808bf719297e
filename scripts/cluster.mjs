// Several API instances on one PostgreSQL behind Debian's nginx, which also serves the five
// front-end apps, all from one origin. Used by `npm run start:cluster`, the cluster's hostile test
// (api/test/hostile/cluster.test.ts) and the benchmark. See docs/deploy.md.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps, authPaths, remoteNames } from '../tooling/apps.mjs';
import { earlyHints, pageHintsIn, SIGN_IN_PATH } from '../tooling/serve.mjs';
import { HSTS_VALUE, securityHeaders } from '../tooling/security-headers.mjs';
import { root, waitForHttp } from './lib.mjs';
import { postgresMissing, startPostgres } from './postgres.mjs';
import { startCoturn, TURN_PORT } from './coturn.mjs';
import { ensureDebianPackage } from './system-deps.mjs';
import { fetchTrusting, opensslMissing, selfSignedCertificate } from './cluster-tls.mjs';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Default ports: the proxy, and the first API instance (the others follow). */
export const CLUSTER_PORT = 8080;
export const FIRST_INSTANCE_PORT = 4101;
/** Where the remotes are served under the one origin. */
export const REMOTES_PATH = '/remotes';

/** Why the cluster cannot run here (nginx or PostgreSQL missing and not installable), or null. */
export function clusterMissing() {
  const nginx = ensureDebianPackage(NGINX, 'nginx');
  if (nginx) return nginx;
  // Precompressed brotli files; without the module nginx serves the gzip ones.
  ensureDebianPackage(BROTLI_MODULE, 'libnginx-mod-http-brotli-static');
  return postgresMissing();
}

/** The run-time configuration of every app behind the proxy: the API and the remotes at `origin`. */
export function clusterRuntimeConfig(origin) {
  const remotes = {};
  for (const name of remoteNames)
    remotes[apps[name].federationName] = `${origin}${REMOTES_PATH}/${name}/mf-manifest.json`;
  return { apiUrl: origin, remotes };
}

/**
 * The shell's pages, each with the Link header the suite's own server sends (tooling/serve.mjs,
 * earlyHints): the landing page names its chunk; a page of an area names the run-time
 * configuration, that area's manifest and entry and the routed app's scripts; any other page the
 * routed app's scripts. Written from the shell's build being served, so the names are its own
 * (a rebuild needs the configuration written again, as a restart of the cluster does).
 */
function pageLocations(origin, headerLines) {
  const shellDist = join(root, 'shell', 'dist');
  const config = clusterRuntimeConfig(origin);
  const hints = { ...pageHintsIn(shellDist), pageOrigin: origin };
  // The page is served in its own location (a fallback would be a redirect inside nginx, to the
  // location of /index.html, whose headers are another page's).
  const page = (match, path, files = '/index.html =404') => {
    const link = earlyHints(path, config, hints);
    return `    location ${match} {
      root ${shellDist};
      try_files ${files};
      add_header Cache-Control "no-cache";
      ${link ? `add_header Link "${link}" always;` : ''}
      ${headerLines}
    }`;
  };
  const areas = remoteNames
    .filter((name) => apps[name].basePath !== '/')
    .map((name) => page(`~ "^${apps[name].basePath}(/|$)"`, `${apps[name].basePath}/`));
  return [
    page('= /', '/'),
    page(`= ${SIGN_IN_PATH}`, SIGN_IN_PATH),
    // the other sign-in pages: the routed app's (any of them stands for all)
    page(
      `~ "^/(${authPaths.join('|')})(/|$)"`,
      `/${authPaths.find((p) => `/${p}` !== SIGN_IN_PATH)}`,
    ),
    ...areas,
    page('/', '/no-area', '$uri /index.html =404'),
  ].join('\n');
}

/**
 * nginx's configuration. `instances` are { port, up }; an instance that is not up is marked
 * `down` (taken out while it restarts, or while its /readyz fails). `tls` ({ cert, key }, files):
 * HTTPS and HTTP/2 on the port, with HSTS. Exported for its test.
 */
export function nginxConfig({
  dir,
  port,
  instances,
  origin,
  withApps = true,
  brotli = existsSync(BROTLI_MODULE),
  tls = null,
}) {
  const headers = {
    ...securityHeaders(clusterRuntimeConfig(origin)),
    // over HTTPS only (docs/decisions/hsts-over-https.md)
    ...(tls ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n    ');
  const servers = instances
    .map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s${i.up ? '' : ' down'};`)
    .join('\n    ');
  const api = (extra = '') => `
      proxy_pass http://careconnect_api;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # nginx is the edge: it replaces what a client claims with the address it sees.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Another instance gets the request when one is unreachable or stopping, but a POST, PUT,
      # PATCH or DELETE that reached an instance is never sent twice (no non_idempotent).
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;${extra}`;
  const appLocations = withApps
    ? `
    # The shell at /, each remote under ${REMOTES_PATH}/<name>/; file names with a content hash
    # never change, the rest is checked on every load.
    location ~ "\\.[0-9a-f]{10}\\.js$" {
      root ${join(root, 'shell', 'dist')};
      add_header Cache-Control "public, max-age=31536000, immutable";
      ${headerLines}
    }
${remoteNames
  .map(
    (name) => `    location ^~ ${REMOTES_PATH}/${name}/ {
      alias ${join(root, name, 'dist')}/;
      location ~ "\\.[0-9a-f]{10}\\.js$" {
        add_header Cache-Control "public, max-age=31536000, immutable";
        add_header Access-Control-Allow-Origin "*";
        ${headerLines}
      }
      add_header Cache-Control "no-cache";
      add_header Access-Control-Allow-Origin "*";
      ${headerLines}
    }`,
  )
  .join('\n')}
    location = /config.json {
      alias ${join(dir, 'config.json')};
      add_header Cache-Control "no-cache";
      ${headerLines}
    }
    location ~ "\\.(js|json|css|map|svg|png|ico|txt|webp)$" {
      root ${join(root, 'shell', 'dist')};
      add_header Cache-Control "no-cache";
      ${headerLines}
    }
${pageLocations(origin, headerLines)}`
    : '';
  return `# Written by scripts/cluster.mjs.
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(dir, 'access.log')} combined buffer=64k flush=1s;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  sendfile on;
  server_tokens off;
  gzip_static on;
  ${brotli ? 'brotli_static on;' : ''}
  gzip on;
  gzip_types application/json text/css application/javascript image/svg+xml;
  # The photo upload is the largest body the API accepts.
  client_max_body_size 6m;

  # Passive health checks: an instance that refuses a connection or fails a request is skipped
  # for 2 s, then tried again. No connections are kept open to the instances: a stopping instance
  # closes its port, nginx sees that before it sends anything, and any request (POST too) goes
  # to another one; a kept connection could instead be closed under a request already sent.
  upstream careconnect_api {
    # Shared by the workers: an instance one of them saw refuse is skipped by all.
    zone careconnect_api 64k;
    ${servers}
  }

  server {
    listen 127.0.0.1:${port}${tls ? ' ssl http2' : ''};${
      tls
        ? `
    # TLS ends here, and browsers speak HTTP/2 with it: one connection carries every request.
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;`
        : ''
    }
    location /api/ {${api()}
    }
    # Live updates: each event is passed on at once and the stream may stay open.
    location = /api/stream {${api(`
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;`)}
    }
    location = /healthz {${api()}
    }
    location = /readyz {${api()}
    }
${appLocations}
  }
}
`;
}

/**
 * Resolves once nginx at `origin` sends a request to the instance called `name`. A restarted
 * instance can be ready and still skipped: nginx skips an instance for `fail_timeout` after it
 * refused a connection, which happens while it starts. Stopping the next one before this one is
 * back can leave nginx no instance to choose.
 */
export async function waitUntilRouted(origin, name, { timeoutMs = 30_000 } = {}) {
  const answeredBy = async (reply) => (await reply.json().catch(() => null))?.instance === name;
  await waitForHttp(`${origin}/readyz`, { timeoutMs, until: answeredBy, intervalMs: 50 }).catch(
    () => {
      throw new Error(`nginx did not send a request to ${name} within ${timeoutMs / 1000} s`);
    },
  );
}

/**
 * Starts PostgreSQL, `count` API instances and nginx. `offset` shifts every port; `apiEnv` is
 * added to every instance's environment; `withApps` serves the built front ends too; `logDir`
 * keeps the instances' and nginx's logs (a temporary folder otherwise); `supervise` starts an
 * instance again when it exits unasked; `turn` starts coturn, the video visits' relay, on
 * 127.0.0.1 (port 3478 + offset) with a secret of this run, given to every instance. `tls`
 * ({ cert, key } files, or 'self-signed' for a throw-away certificate) serves the origin over HTTPS
 * and HTTP/2 (rollingRestart's checks use Node's fetch, which trusts no throw-away certificate).
 */
export async function startCluster({
  count = 3,
  offset = 0,
  apiEnv = {},
  withApps = true,
  quiet = true,
  supervise = false,
  turn = false,
  logDir,
  tls = null,
} = {}) {
  const missing = clusterMissing() ?? (tls === 'self-signed' ? opensslMissing() : null);
  if (missing) throw new Error(`the cluster cannot start: ${missing}`);
  if (withApps) {
    for (const name of ['shell', ...remoteNames])
      if (!existsSync(join(root, name, 'dist', 'index.html')))
        throw new Error(`${name} is not built: run npm run build first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'careconnect-cluster-'));
  // nginx's workers run as an unprivileged user: they read the config.json and write temp files here.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, 'tmp', sub), { recursive: true });
  const logs = logDir ?? dir;
  mkdirSync(logs, { recursive: true });
  const port = CLUSTER_PORT + offset;
  // A throw-away certificate (the benchmark), a clinic's, or plain HTTP (the demo, the tests).
  const certificate = tls === 'self-signed' ? selfSignedCertificate(dir) : tls;
  const origin = `${certificate ? 'https' : 'http'}://localhost:${port}`;
  writeFileSync(join(dir, 'config.json'), JSON.stringify(clusterRuntimeConfig(origin)));

  const cleanups = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const postgres = await startPostgres({ database: 'careconnect' });
    cleanups.push(() => postgres.stop());
    let relay = null;
    if (turn) {
      relay = await startCoturn({
        port: TURN_PORT + offset,
        offset,
        logFile: join(logs, 'turnserver.log'),
      });
      cleanups.push(() => relay.stop());
    }
    const shared = {
      DATABASE_URL: postgres.url,
      // One signing key for every instance: a token from one is good on all.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      CORS_ORIGIN: [origin, origin.replace('localhost', '127.0.0.1')].join(','),
      APP_URL: origin,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ...(relay ? relay.apiEnv : {}),
      ...apiEnv,
    };

    const instances = Array.from({ length: count }, (_, i) => {
      const name = `api-${i + 1}`;
      const instance = {
        name,
        port: FIRST_INSTANCE_PORT + offset + i,
        url: `http://127.0.0.1:${FIRST_INSTANCE_PORT + offset + i}`,
        child: null,
        up: true,
        stopping: false,
        /** Called when the process exits (the supervisor's hook). */
        onExit: null,
        /** Starts the process and resolves once its /readyz answers. */
        async start() {
          const out = quiet ? openSync(join(logs, `${name}.log`), 'a') : 'inherit';
          const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
            cwd: join(root, 'api'),
            env: { ...process.env, ...shared, PORT: String(instance.port), INSTANCE_NAME: name },
            stdio: ['ignore', out, out],
          });
          instance.child = child;
          instance.stopping = false;
          child.once('exit', () => instance.onExit?.(child));
          await waitForHttp(`${instance.url}/readyz`, { child, timeoutMs: 120_000 });
        },
        /** SIGTERM (a graceful stop) or SIGKILL; resolves when the process has gone. */
        async stop(signal = 'SIGTERM') {
          const child = instance.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const gone = new Promise((resolve) => child.once('exit', resolve));
          instance.stopping = true;
          child.kill(signal);
          await gone;
        },
      };
      return instance;
    });
    cleanups.push(() => Promise.all(instances.map((i) => i.stop())));
    // The first instance migrates and seeds alone; the others then start together.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((i) => i.start()));

    const confPath = join(dir, 'nginx.conf');
    writeFileSync(
      confPath,
      nginxConfig({ dir, port, instances, origin, withApps, tls: certificate }),
    );
    const test = spawnSync(NGINX, ['-t', '-q', '-c', confPath, '-p', dir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
    const nginx = spawn(NGINX, ['-c', confPath, '-p', dir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', openSync(join(logs, 'nginx.log'), 'a')],
    });
    cleanups.push(
      () =>
        new Promise((resolve) => {
          if (nginx.exitCode !== null) return resolve();
          nginx.once('exit', resolve);
          nginx.kill('SIGQUIT'); // graceful: finish what is in flight
          setTimeout(() => nginx.exitCode === null && nginx.kill('SIGKILL'), 5_000).unref();
        }),
    );
    await waitForHttp(`${origin}/readyz`, {
      child: nginx,
      timeoutMs: 15_000,
      ...(certificate ? { fetch: fetchTrusting(certificate.cert) } : {}),
    });

    // The supervisor (npm run start:cluster): an instance that exits without being asked is
    // started again, as systemd's Restart=always would.
    let stopping = false;
    if (supervise) {
      for (const instance of instances)
        instance.onExit = (child) => {
          if (stopping || instance.stopping || instance.child !== child) return;
          console.log(`[cluster] ${instance.name} exited; starting it again`);
          instance
            .start()
            .catch((error) => console.error(`[cluster] ${instance.name}: ${error.message}`));
        };
      cleanups.push(() => {
        stopping = true;
      });
    }

    return {
      origin,
      port,
      dir,
      /** With `tls`: the certificate's files, and (a throw-away one) its public key's hash. */
      tls: certificate ?? null,
      logs,
      databaseUrl: postgres.url,
      /** The PostgreSQL server's data folder (its postmaster.pid names the server's process). */
      databaseDir: postgres.dataDir,
      instances,
      nginxPid: nginx.pid,
      /** coturn (with `turn`): its process id and addresses. */
      turn: relay ? { pid: relay.pid, urls: relay.urls } : null,
      /**
       * Restarts every instance in turn, as a deployment would: SIGTERM (it closes its port and
       * finishes what it is doing; nginx sends new requests to the others), start, ready, and
       * back in nginx's rotation before the next one stops.
       */
      async rollingRestart() {
        for (const instance of instances) {
          await instance.stop('SIGTERM');
          await instance.start();
          await waitUntilRouted(origin, instance.name);
        }
      },
      async stop() {
        await stopAll();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
