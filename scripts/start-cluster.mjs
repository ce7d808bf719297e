#!/usr/bin/env node
// npm run start:cluster: the suite as several instances would run it, on this machine. A
// throw-away PostgreSQL, three API instances (INSTANCES=n for another number) and Debian's nginx
// in front, serving the five apps and /api from one origin (http://localhost:8080), and Debian's
// coturn as the relay of video visits (127.0.0.1:3478, a secret new at each start). Like
// `npm start` it is the demo (DEMO_MODE=1). Logs: .cluster/logs. See docs/deploy.md.
// TLS_CERT_FILE and TLS_KEY_FILE (a certificate for localhost): https://localhost:8080 over
// HTTPS and HTTP/2, as a clinic's proxy serves it.
import { join } from 'node:path';
import { buildApps, install, root } from './lib.mjs';

const skipBuild = process.argv.includes('--no-build');
const offset = Number(process.env.PORT_OFFSET ?? 0);
const count = Number(process.env.INSTANCES ?? 3);
const { TLS_CERT_FILE: cert, TLS_KEY_FILE: key } = process.env;
if (Boolean(cert) !== Boolean(key)) {
  console.error('TLS_CERT_FILE and TLS_KEY_FILE go together');
  process.exit(2);
}
if (!Number.isInteger(count) || count < 1 || count > 9) {
  console.error('INSTANCES must be a whole number from 1 to 9');
  process.exit(2);
}
console.log('CareConnect cluster demo: DEMO_MODE=1 (demo accounts with a published password,');
console.log(
  'emails kept in an outbox anyone reaching the API can read). Never use it for real patients.',
);
try {
  await install();
  if (!skipBuild) await buildApps();
  const { startCluster } = await import('./cluster.mjs');
  const logDir = join(root, '.cluster', 'logs');
  const cluster = await startCluster({
    count,
    offset,
    logDir,
    supervise: true,
    turn: true,
    tls: cert && key ? { cert, key } : null,
    apiEnv: { DEMO_MODE: '1', DEMO_SEED: '1', LOG_LEVEL: 'info' },
  });
  console.log(`\nCareConnect is running behind nginx (pid ${cluster.nginxPid}):`);
  console.log(`  open      ${cluster.origin}`);
  console.log(
    `  API       ${cluster.origin}/api   (docs: /api/docs; /readyz names the instance that answered)`,
  );
  for (const i of cluster.instances)
    console.log(`  ${i.name.padEnd(9)} ${i.url}   (pid ${i.child.pid})`);
  console.log(`  database  ${cluster.databaseUrl}`);
  if (cluster.turn)
    console.log(`  turn      ${cluster.turn.urls.join(' ')}   (coturn, pid ${cluster.turn.pid})`);
  console.log(`  logs      ${logDir}`);
  console.log(
    'Demo accounts (password CareConnect1!): patient@careconnect.test, doctor@careconnect.test, admin@careconnect.test',
  );
  console.log(`Demo emails (codes, reset links): ${cluster.origin}/api/dev/outbox?to=EMAIL`);
  console.log(
    'An instance that exits is started again; nginx sends its requests to the others meanwhile.',
  );
  console.log('Press Ctrl-C to stop.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
