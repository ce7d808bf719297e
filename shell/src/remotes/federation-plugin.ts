import {
  registerGlobalPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

// When a remote cannot be loaded, hand back a marker module instead of throwing deep inside the
// federation runtime; the shell's RemoteArea turns it into the "unavailable" screen.
export const UNAVAILABLE = '__careconnectRemoteUnavailable';

type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
interface SharedEntry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
}

/**
 * Forgets the loads of `pkgName` that failed, so that the next module asking for it fetches it
 * again. The federation runtime keeps a shared module's load promise in the share scope and
 * hands that same promise to every later consumer: one dropped request for a shared chunk (the
 * charts, the chart library) would fail every screen needing it until the page is reloaded.
 */
export function forgetFailedLoads(shareScopeMap: ShareScopeMap, pkgName: string): void {
  for (const scope of Object.values(shareScopeMap)) {
    for (const entry of Object.values(scope[pkgName] ?? {})) {
      const pending = entry.loading;
      if (!pending || entry.loaded) continue;
      pending.then(undefined, () => {
        if (entry.loading === pending && !entry.loaded) entry.loading = null;
      });
    }
  }
}

function careconnectFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'careconnect-federation',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] could not load ${args.id}`, args.error);
      return { [UNAVAILABLE]: true, default: undefined };
    },
    errorLoadShare({ shareScopeMap, pkgName, error }) {
      if (error !== undefined) forgetFailedLoads(shareScopeMap as ShareScopeMap, pkgName);
    },
  };
}

/**
 * The shell's runtime plugin. Each remote's container gets its own federation instance (all on
 * the shell's runtime) and loads its shared modules through it, so the plugin is also registered
 * for every instance created after the shell's.
 */
export default function shellFederationPlugin(): ModuleFederationRuntimePlugin {
  const plugin = careconnectFederationPlugin();
  registerGlobalPlugins([plugin]);
  return plugin;
}
