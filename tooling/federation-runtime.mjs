// A remote's own page (its standalone entry, not the shell) runs this first: the remotes are
// built to use the federation runtime and the bundler runtime's functions that the shell provides
// (experiments.externalRuntime, bundler-runtime-remote.mjs), so on their own they need them
// provided here. One copy per page: the shell never loads this file.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { provideBundlerRuntime } from './bundler-runtime-provider.mjs';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
provideBundlerRuntime();
