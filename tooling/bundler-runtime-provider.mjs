// The page's half of the bundler runtime hand-over. The shell (as a runtime plugin) and a remote's
// own page (federation-runtime.mjs) put the functions of @module-federation/webpack-bundler-runtime
// on a global, where every remote's entry takes them (bundler-runtime-remote.mjs) instead of
// carrying its own copy. Only the functions travel: they keep no state of their own and work on
// the `__webpack_require__` of the container that calls them. The state (the container's instance,
// init options, share scopes, options) stays in each container's own `federation` object.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/** Provides the functions once per page; a second provider (none expected) leaves the first. */
export function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= Object.freeze({
    // eslint-disable-next-line no-undef -- set by DefinePlugin (tooling/webpack.mjs)
    version: CARECONNECT_BUNDLER_RUNTIME_VERSION,
    consumes: bundlerRuntime.consumes,
    I: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    attachShareScopeMap,
  });
}

/** The shell's runtime plugin: provides the functions before any remote's entry runs. */
export default function bundlerRuntimeProvider() {
  provideBundlerRuntime();
  return { name: 'careconnect-bundler-runtime' };
}
