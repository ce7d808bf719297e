// A remote's own page (its standalone entry, not the shell) runs this first: the remotes are
// built to use the federation runtime that the shell provides (experiments.externalRuntime),
// so on their own they need it provided here. One copy per page: the shell never loads this file.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
