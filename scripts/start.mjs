#!/usr/bin/env node
// npm start: install, build, then serve the API and all five apps until Ctrl-C. It is the demo:
// the API runs with DEMO_MODE=1 (demo accounts, emails kept in a readable outbox).
import { apps, API_PORT } from '../tooling/apps.mjs';
import { buildApps, install } from './lib.mjs';

const skipBuild = process.argv.includes('--no-build');
// PORT_OFFSET shifts every port (the benchmark's cold start runs beside a developer's suite).
const offset = Number(process.env.PORT_OFFSET ?? 0);
console.log(
  'CareConnect demo: the API runs with DEMO_MODE=1 (demo accounts with a published password,',
);
console.log(
  'emails kept in an outbox anyone reaching the API can read). Never use it for real patients.',
);
try {
  await install();
  if (!skipBuild) await buildApps();
  // Imported only now: the suite's servers need packages that a fresh clone has just installed.
  const { startSuite } = await import('./suite.mjs');
  const suite = await startSuite({ offset, apiEnv: { DEMO_MODE: '1' } });
  console.log('\nCareConnect is running:');
  console.log(`  open      http://localhost:${apps.shell.port + offset}`);
  for (const name of ['auth-app', 'patient-portal', 'doctor-portal', 'admin-portal']) {
    console.log(`  ${name.padEnd(15)} http://localhost:${apps[name].port + offset}`);
  }
  console.log(`  API       http://localhost:${API_PORT + offset}   (docs: /api/docs)`);
  console.log(
    'Demo accounts (password CareConnect1!): patient@careconnect.test, doctor@careconnect.test, admin@careconnect.test',
  );
  console.log(
    `Demo emails (codes, reset links): http://localhost:${API_PORT + offset}/api/dev/outbox?to=EMAIL`,
  );
  console.log('Press Ctrl-C to stop.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping…');
    await suite.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  suite.api.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`the API stopped unexpectedly (exit ${code})`);
      process.exit(1);
    }
  });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
