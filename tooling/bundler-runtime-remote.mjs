// A remote's stand-in for @module-federation/webpack-bundler-runtime (tooling/webpack.mjs points
// the federation plugin's runtime entry here): the container's own `federation` object, built
// around the functions the page provides (bundler-runtime-provider.mjs) rather than a copy of
// them in every remoteEntry.js. What holds state stays the container's own: its instance, init
// options, share scopes and options (fresh objects here), and the runtime's `init`, which finds or
// creates this container's instance by its build identifier. initContainerEntry travels with the
// remote: the shell, which exposes nothing, does not carry it.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  // a remote runs inside the shell, or on its own page after federation-runtime.js
  throw new Error('[federation] no bundler runtime on this page');
}
// eslint-disable-next-line no-undef -- set by DefinePlugin (tooling/webpack.mjs)
const version = CARECONNECT_BUNDLER_RUNTIME_VERSION;
if (provided.version !== version) {
  console.warn(`[federation] bundler runtime ${provided.version} on the page, ${version} built in`);
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    consumes: provided.consumes,
    I: provided.I,
    S: {},
    installInitialConsumes: provided.installInitialConsumes,
    initContainerEntry,
    init: provided.init,
    getSharedFallbackGetter: provided.getSharedFallbackGetter,
  },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
