// node --test tooling/boundaries.test.mjs
// Each boundary of tooling/boundaries.mjs fires: a file that breaks it fails `npm run lint`, and
// the imports that are allowed stay allowed. The files are linted from text, never written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives for `code` as the file at `path`. */
async function breaches(path, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, {
    filePath: join(root, path),
  });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.fatal)
    .map((m) => m.message);
}

async function expectBreach(path, code, message) {
  const found = await breaches(path, code);
  assert.equal(found.length, 1, `${path}: ${code} → ${JSON.stringify(found)}`);
  assert.match(found[0], message);
}

async function expectAllowed(path, code) {
  assert.deepEqual(await breaches(path, code), [], `${path}: ${code}`);
}

const REMOTE = /A remote never imports another remote or the shell/;
const TYPES_ONLY = /Front ends take only types from the API/;
const SERVICE = /An API module reaches another through its public face/;
const FACE = /A read interface or events file imports no other module's service/;
const APPOINTMENTS = /The appointments module reads other modules through their read interfaces/;

test('a remote never imports another remote or the shell', async () => {
  await expectBreach(
    'patient-portal/src/x.ts',
    `import { x } from '@careconnect/doctor-portal';`,
    REMOTE,
  );
  await expectBreach(
    'admin-portal/src/features/a/x.tsx',
    `import x from '@careconnect/auth-app/src/app';`,
    REMOTE,
  );
  await expectBreach(
    'auth-app/src/x.ts',
    `import { x } from '../../patient-portal/src/app';`,
    REMOTE,
  );
  await expectBreach('doctor-portal/src/x.ts', `import { x } from '@careconnect/shell';`, REMOTE);
  await expectAllowed(
    'doctor-portal/src/features/a/components/x.tsx',
    `import { x } from '../api/get-x';`,
  );
  await expectAllowed('doctor-portal/src/x.ts', `import { x } from '@careconnect/shared-ui';`);
});

test('the shell never imports a remote', async () => {
  await expectBreach(
    'shell/src/x.tsx',
    `import x from '@careconnect/patient-portal';`,
    /The shell loads remotes at run time/,
  );
});

test('shared-ui never imports the shell or a remote', async () => {
  await expectBreach(
    'shared-ui/src/x.ts',
    `import { x } from '@careconnect/admin-portal';`,
    /shared-ui never imports/,
  );
  await expectBreach(
    'shared-ui/src/a/x.ts',
    `import { x } from '../../../shell/src/x';`,
    /shared-ui never imports/,
  );
});

test('the API never imports front-end code', async () => {
  await expectBreach(
    'api/src/x.ts',
    `import { x } from '@careconnect/shared-ui';`,
    /The API never imports front-end code/,
  );
  await expectBreach(
    'api/src/modules/users/x.ts',
    `import { x } from '../../../../shared-ui/src/x';`,
    /The API never imports front-end code/,
  );
});

test('front ends take only types from the API', async () => {
  await expectBreach(
    'patient-portal/src/x.ts',
    `import { x } from '@careconnect/api/contracts';`,
    TYPES_ONLY,
  );
  await expectBreach('shared-ui/src/x.ts', `import { x } from '@careconnect/api';`, TYPES_ONLY);
  await expectBreach('shell/src/x.ts', `import { x } from '../../api/src/app';`, TYPES_ONLY);
  await expectAllowed(
    'patient-portal/src/x.ts',
    `import type { x } from '@careconnect/api/contracts';`,
  );
  await expectAllowed(
    'admin-portal/src/x.ts',
    `import { type x } from '@careconnect/api/contracts';`,
  );
});

test('an API module reaches another through its public face, not its repository', async () => {
  const file = 'api/src/modules/care/x.ts';
  await expectBreach(file, `import { x } from '../doctors/doctors.repository.js';`, SERVICE);
  await expectBreach(file, `import { x } from '../../modules/users/users.repository.js';`, SERVICE);
  await expectBreach(
    file,
    `import { x, type y } from '../patients/patients.repository.js';`,
    SERVICE,
  );
  await expectAllowed(file, `import { x } from '../users/users.service.js';`);
  await expectAllowed(file, `import { x } from '../doctors/doctors.read.js';`);
  await expectAllowed(file, `import { x } from '../appointments/appointments.events.js';`);
  await expectAllowed(file, `import { x } from './care.repository.js';`);
  await expectAllowed(file, `import type { x } from '../plans/plans.repository.js';`);
  // tests may set up rows through another module's repository
  await expectAllowed(
    'api/src/modules/reminders/x.test.ts',
    `import { x } from '../appointments/appointments.repository.js';`,
  );
});

test("a read interface or events file imports no other module's service", async () => {
  for (const file of ['api/src/modules/care/care.read.ts', 'api/src/modules/care/care.events.ts']) {
    await expectBreach(file, `import { x } from '../patients/patients.service.js';`, FACE);
    await expectBreach(file, `import { x } from '../doctors/doctors.repository.js';`, SERVICE);
    await expectAllowed(file, `import { x } from './care.repository.js';`);
    await expectAllowed(file, `import type { x } from '../patients/patients.service.js';`);
  }
});

test('the appointments module reads others through their read interfaces only', async () => {
  const file = 'api/src/modules/appointments/appointments.service.ts';
  await expectBreach(file, `import { x } from '../care/care.service.js';`, APPOINTMENTS);
  await expectBreach(
    file,
    `import { x } from '../../modules/calendar/calendar.service.js';`,
    APPOINTMENTS,
  );
  await expectAllowed(file, `import { x } from '../care/care.read.js';`);
  await expectAllowed(file, `import { x } from './appointments.repository.js';`);
  // its routes compose a request from other modules' services
  await expectAllowed(
    'api/src/modules/appointments/appointments.routes.ts',
    `import { x } from '../patients/patients.service.js';`,
  );
});

// The kit's stateful modules are reached through '@careconnect/shared-ui/core' (or, for the query
// cache, '@careconnect/shared-ui/query') alone: a relative import of one from the stateless part
// would give each app's copy of the kit its own session, API client, toasts or query cache
// (shared-ui/src/core.ts, shared-ui/src/query.ts).
const CORE_MODULES = [
  'session/session-store',
  'session/signed-out',
  'session/browser-storage',
  'session/idle-logoff',
  'session/use-idle-logoff',
  'api/api-client',
  'api/api-error',
  'api/navigation',
  'api/query-client',
  'api/current-user',
  'api/all-pages',
  'api/types',
  'toasts/notify',
  'toasts/toast-library',
  'toasts/toast-hosts',
  'toasts/toast-host',
  'components/landmarks',
  'about/areas',
  'about/kit-version',
];

/** Every relative import in the kit's stateless files that lands on a core module. */
function coreReachedRelatively(kitSrc, files) {
  const core = new Set(CORE_MODULES);
  const found = [];
  for (const [file, text] of files) {
    const module = file.replace(/\.tsx?$/, '');
    if (
      core.has(module) ||
      module === 'core' ||
      module === 'query' ||
      module.startsWith('testing/')
    )
      continue;
    for (const match of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = posix.normalize(posix.join(posix.dirname(module), match[1]));
      if (core.has(target)) found.push(`${file} → ${match[1]}`);
    }
  }
  return found;
}

function kitSources(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return kitSources(dir, path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [[path, readFileSync(join(dir, path), 'utf8')]];
  });
}

test("the kit's stateless part reaches its core only through the core's entries", () => {
  const kitSrc = join(root, 'shared-ui', 'src');
  assert.deepEqual(coreReachedRelatively(kitSrc, kitSources(kitSrc)), []);
  // and the check fires on a breach
  const planted = [['components/x/x.tsx', `import { notify } from '../../toasts/notify';`]];
  assert.deepEqual(coreReachedRelatively(kitSrc, planted), [
    'components/x/x.tsx → ../../toasts/notify',
  ]);
});
