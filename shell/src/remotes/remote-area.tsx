import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { AreaUnavailable, LoadingScreen } from '@careconnect/shared-ui';
import { remoteAppModule } from './load-remote-app';
import type { RemoteName } from './runtime-config';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote (down, or crashing while rendering) inside its own area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] an area failed', error);
  }

  override render() {
    if (this.state.failed) return <AreaUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

const generations = new Map<RemoteName, number>();

function RemoteApp({ remote, generation }: { remote: RemoteName; generation: number }) {
  const { default: App } = use(remoteAppModule(remote, generation));
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
      <Suspense fallback={<LoadingScreen />}>
        <RemoteApp remote={remote} generation={generation} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
