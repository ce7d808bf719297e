// Which package may import which, as ESLint configuration (eslint.config.js spreads it):
//   - a remote never imports another remote or the shell (they meet at run time, in the shell);
//   - the shell loads remotes at run time (loadRemote), never by import;
//   - shared-ui never imports the shell or a remote;
//   - the API never imports front-end code;
//   - front ends take only types from the API (`import type` from @careconnect/api/contracts);
//   - an API module reaches another module through its service, not its repository.
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
  for (const module of apiModules(root)) {
    const m = escape(module);
    blocks.push(
      restrict(
        [`api/src/modules/${module}/${SOURCES}`],
        [
          ...noFrontEnd,
          {
            // ../<other>/x.repository.js, or …/modules/<other>/x.repository.js
            regex: `^(\\.\\./|.*/modules/)(?!${m}/)[^./][^/]*/(.*/)?[^/]*\\.repository(\\.[cm]?[jt]s)?$`,
            message:
              'An API module reaches another module through its service (<module>.service.ts), not its repository.',
            allowTypeImports: true,
          },
        ],
        tests,
      ),
    );
  }
  return blocks;
}
