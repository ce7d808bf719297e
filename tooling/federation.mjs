// The one list of modules shared by the shell and every remote. Singletons keep one React, one
// router and one session store across independently deployed apps. The kit's core is checked by
// the shell against what each area needs before the area loads (shell/src/remotes/kit-check.ts),
// so its requiredVersion is not left to the runtime's warning.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // Only react-router-dom: tooling/webpack.mjs points it at the few names the apps use, and
  // react-router itself is bundled (tree-shaken) inside that shared module.
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  'styled-components',
  '@tanstack/react-query',
  'react-toastify',
  // The kit's stateful core only (session, API client, query cache, toasts): the rest of the kit
  // is stateless and bundled into each app, so the copy a team tested is the copy its users run.
  '@careconnect/shared-ui/core',
  // The page's one query client, apart from the core so that the sign-in page does without the
  // query library.
  '@careconnect/shared-ui/query',
];

// Shared (one copy when versions agree) but not forced singletons: loaded only by screens that use them.
// apexcharts is not listed: only react-apexcharts imports it, so it travels inside that shared
// module (still one copy per page). Shared on its own, a dropped apexcharts chunk left
// react-apexcharts loaded without it, broken until the page was reloaded (the bundler's runtime
// defers a shared dependency's failure to its first use, and the module then counts as loaded).
const sharedLibraries = ['formik', 'yup', 'react-apexcharts'];

function versionOf(pkg, fromDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const require = createRequire(join(fromDir, 'package.json'));
  try {
    const manifest = require.resolve(`${base}/package.json`);
    return JSON.parse(readFileSync(manifest, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** The `shared` option of ModuleFederationPlugin for the app in `appDir`. */
export function sharedModules(appDir) {
  const shared = {};
  for (const name of singletons) {
    const version = versionOf(name, appDir);
    if (!version) continue;
    shared[name] = { singleton: true, requiredVersion: false, version };
  }
  for (const name of sharedLibraries) {
    const version = versionOf(name, appDir);
    if (!version) continue;
    shared[name] = { requiredVersion: `^${version}`, version };
  }
  return shared;
}
