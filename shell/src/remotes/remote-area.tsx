import { Component, useEffect, useState, type ReactNode } from 'react';
import { AreaUnavailable, LoadingScreen } from '@careconnect/shared-ui';
import { KitMismatchError } from './kit-check';
import { loadedRemoteApp, remoteAppModule, type RemoteModule } from './load-remote-app';
import type { RemoteName } from './runtime-config';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote (down, or crashing while rendering) inside its own area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; detail?: string }> {
  override state: { failed: boolean; detail?: string } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return {
      failed: true,
      detail:
        error instanceof KitMismatchError
          ? `This version of the area needs UI kit ${error.needs}; this page runs UI kit ${error.has}.`
          : undefined,
    };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] an area failed', error);
  }

  override render() {
    if (this.state.failed)
      return <AreaUnavailable onRetry={this.props.onRetry} detail={this.state.detail} />;
    return this.props.children;
  }
}

const generations = new Map<RemoteName, number>();

type Load = { module?: RemoteModule; error?: unknown };

/**
 * The remote's App once loaded (undefined meanwhile; a failure is thrown to the boundary).
 *
 * Loaded into state rather than suspended on: React holds back the content that replaces a
 * Suspense fallback until 300 ms after the fallback appeared, which delayed every area's first
 * paint by up to that much; a state update paints as soon as the module is there.
 */
export function useRemoteApp(remote: RemoteName, generation: number): RemoteModule | undefined {
  const [load, setLoad] = useState<Load>(() => ({
    module: loadedRemoteApp(remote, generation),
  }));
  useEffect(() => {
    if (load.module || load.error) return undefined;
    let live = true;
    remoteAppModule(remote, generation).then(
      (module) => live && setLoad({ module }),
      (error: unknown) => live && setLoad({ error }),
    );
    return () => {
      live = false;
    };
  }, [remote, generation, load]);
  if (load.error) throw load.error;
  return load.module;
}

function RemoteApp({ remote, generation }: { remote: RemoteName; generation: number }) {
  const module = useRemoteApp(remote, generation);
  if (!module) return <LoadingScreen />;
  const App = module.default;
  return <App />;
}

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [generation, setGeneration] = useState(() => generations.get(remote) ?? 0);
  const retry = () => {
    const next = generation + 1;
    generations.set(remote, next);
    setGeneration(next);
  };
  return (
    <RemoteErrorBoundary key={generation} onRetry={retry}>
      <RemoteApp key={`${remote}#${generation}`} remote={remote} generation={generation} />
    </RemoteErrorBoundary>
  );
}
