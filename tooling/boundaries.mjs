// Which package may import which, as ESLint configuration (eslint.config.js spreads it):
//   - a remote never imports another remote or the shell (they meet at run time, in the shell);
//   - the shell loads remotes at run time (loadRemote), never by import;
//   - shared-ui never imports the shell or a remote;
//   - the API never imports front-end code;
//   - front ends take only types from the API (`import type` from @careconnect/api/contracts);
//   - an API module reaches another through its public face: its service, its read interface
//     (<module>.read.ts) or its events (<module>.events.ts), never its repository; a read
//     interface or events file imports no other module's service (so no circle can pass through
//     one); the appointments module imports no other module's service at all (a booking touches
//     the appointments module and its events only). See docs/decisions/package-boundaries.md.
// Plain `no-restricted-imports` per folder: every package is imported by its name and every API
// module is one flat folder, so the import's text says where it goes; nothing to resolve, no
// plugin. ESLint uses one set of options per rule and file, so each folder gets all its patterns
// in one block. tooling/boundaries.test.mjs lints a breach of each rule and expects the error.
import { readdirSync } from 'node:fs';

export const remotes = ['auth-app', 'patient-portal', 'doctor-portal', 'admin-portal'];
const frontEnds = ['shell', ...remotes, 'shared-ui'];
const SOURCES = '**/*.{ts,tsx,js,mjs,cjs}';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `@careconnect/<name>`, or a relative path into its sources (`../../<name>/src/…`). */
function packagePattern(name, message, options = {}) {
  const n = escape(name);
  return {
    regex: `^(@careconnect/${n}(/.*)?|(\\.\\./)+(.*/)?${n}/src(/.*)?)$`,
    message,
    ...options,
  };
}

const API_TYPES_ONLY = packagePattern(
  'api',
  'Front ends take only types from the API: `import type { … } from "@careconnect/api/contracts"`.',
  { allowTypeImports: true },
);

function restrict(files, patterns, ignores) {
  return {
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/** The API's module folders (api/src/modules/<name>/). */
function apiModules(root) {
  return readdirSync(new URL('api/src/modules/', root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** @param {URL} root  the repository's root folder (with a trailing slash) */
export function boundaries(root) {
  const blocks = [];
  for (const remote of remotes) {
    blocks.push(
      restrict(
        [`${remote}/${SOURCES}`],
        [
          ...['shell', ...remotes.filter((other) => other !== remote)].map((other) =>
            packagePattern(
              other,
              'A remote never imports another remote or the shell: share through @careconnect/shared-ui.',
            ),
          ),
          API_TYPES_ONLY,
        ],
      ),
    );
  }
  blocks.push(
    restrict(
      [`shell/${SOURCES}`],
      [
        ...remotes.map((remote) =>
          packagePattern(
            remote,
            'The shell loads remotes at run time (loadRemote), never by import.',
          ),
        ),
        API_TYPES_ONLY,
      ],
    ),
    restrict(
      [`shared-ui/${SOURCES}`],
      [
        ...['shell', ...remotes].map((app) =>
          packagePattern(app, 'shared-ui never imports the shell or a remote: they import it.'),
        ),
        API_TYPES_ONLY,
      ],
    ),
  );
  const noFrontEnd = frontEnds.map((name) =>
    packagePattern(name, 'The API never imports front-end code.'),
  );
  blocks.push(restrict([`api/${SOURCES}`], noFrontEnd));
  // Tests may set up rows through another module's repository.
  const tests = ['**/*.test.ts'];
  const OTHER = (m) => `^(\\.\\./|.*/modules/)(?!${m}/)[^./][^/]*/(.*/)?`;
  const repositoryOf = (m) => ({
    // ../<other>/x.repository.js, or …/modules/<other>/x.repository.js
    regex: `${OTHER(m)}[^/]*\\.repository(\\.[cm]?[jt]s)?$`,
    message:
      'An API module reaches another through its public face: its service, its read interface (<module>.read.ts) or its events (<module>.events.ts), not its repository.',
    allowTypeImports: true,
  });
  const serviceOf = (m, message) => ({
    regex: `${OTHER(m)}[^/]*\\.service(\\.[cm]?[jt]s)?$`,
    message,
    allowTypeImports: true,
  });
  const FACE_MESSAGE =
    "A read interface or events file imports no other module's service: others import it, and a circle would pass through it.";
  const APPOINTMENTS_MESSAGE =
    'The appointments module reads other modules through their read interfaces (<module>.read.ts); what follows a change is an appointment event their handlers follow.';
  for (const module of apiModules(root)) {
    const m = escape(module);
    const dir = `api/src/modules/${module}`;
    const faces = [`${dir}/*.read.ts`, `${dir}/*.events.ts`];
    blocks.push(
      restrict(
        [`${dir}/${SOURCES}`],
        [
          ...noFrontEnd,
          repositoryOf(m),
          ...(module === 'appointments' ? [serviceOf(m, APPOINTMENTS_MESSAGE)] : []),
        ],
        [...tests, ...faces, ...(module === 'appointments' ? [`${dir}/*.routes.ts`] : [])],
      ),
      restrict(faces, [...noFrontEnd, repositoryOf(m), serviceOf(m, FACE_MESSAGE)]),
    );
    if (module === 'appointments')
      // Its routes compose the request (whose record, which user): they may ask other services.
      blocks.push(restrict([`${dir}/*.routes.ts`], [...noFrontEnd, repositoryOf(m)]));
  }
  return blocks;
}
