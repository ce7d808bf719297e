import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// When a remote cannot be loaded, hand back a marker module instead of throwing deep inside the
// federation runtime; the shell's RemoteArea turns it into the "unavailable" screen.
export const UNAVAILABLE = '__careconnectRemoteUnavailable';

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'careconnect-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] could not load ${args.id}`, args.error);
      return { [UNAVAILABLE]: true, default: undefined };
    },
  };
}
