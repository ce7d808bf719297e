import {
  StrictMode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { Root } from 'react-dom/client';
import {
  FIRST_INPUT_EVENTS,
  LoadingScreen,
  setNavigate,
  useFirstInput,
  type SignInPageProps,
} from '@careconnect/shared-ui';
import { AppFrame } from '../app-frame';
import { startFirstArea } from '../remotes/first-area';
import { signInPageModule, type RemoteModule } from '../remotes/load-remote-app';
import { startShell } from '../start-shell';

export type LoadRoutedApp = () => Promise<{ RoutedApp: ComponentType }>;

// The routed app's code is fetched once the visitor starts on the form ('input': a field filled
// without keys, as a password manager does), not with the page.
const FIRST_INPUT = [...FIRST_INPUT_EVENTS, 'input'];

/** The state a navigation left in the history entry, where BrowserRouter keeps it (`usr`). */
function routerState(): unknown {
  const entry: unknown = window.history.state;
  return entry && typeof entry === 'object' && 'usr' in entry ? entry.usr : undefined;
}

const pathOf = (to: string) => new URL(to, window.location.href).pathname;

interface SignInRootProps {
  loadApp: LoadRoutedApp;
  /** Neither the sign-in page nor the routed app could be fetched. */
  onFail: (error: unknown) => void;
}

/**
 * A first visit to /login: the auth area's sign-in page, drawn without the router, which is
 * fetched while the visitor fills the form. Any move to another page hands the page to the routed
 * app, inside the same frame (theme, toasts, override banner).
 */
export function SignInRoot({ loadApp, onFail }: SignInRootProps) {
  const [page, setPage] = useState<RemoteModule<SignInPageProps> | null>(null);
  const [Routed, setRouted] = useState<ComponentType | null>(null);
  const fetchRoutedApp = useCallback(() => void loadApp().catch(() => undefined), [loadApp]);

  // The first move wins (a double click, or a link clicked as the sign-in's own move comes): the
  // routed app, once drawn, takes the next ones itself.
  const moving = useRef(false);

  /** The routed app takes over: at `to`, or here when the sign-in page could not be had. */
  const takeOver = useCallback(
    (to?: string) => {
      if (moving.current) return;
      moving.current = true;
      if (to) startFirstArea(pathOf(to));
      loadApp().then(
        ({ RoutedApp }) => {
          if (to) window.history.pushState(null, '', to);
          setRouted(() => RoutedApp);
        },
        // the next page from the server, which starts it as any page but this one
        (error: unknown) => (to ? window.location.assign(to) : onFail(error)),
      );
    },
    [loadApp, onFail],
  );

  useEffect(() => {
    let live = true;
    signInPageModule().then(
      (module) => live && setPage(module),
      () => live && takeOver(),
    );
    return () => {
      live = false;
    };
  }, [takeOver]);

  useFirstInput(fetchRoutedApp, { enabled: !Routed, events: FIRST_INPUT });

  // Shared code that moves the page (the API client on an expired session), until the router
  // registers its own.
  useEffect(() => (Routed ? undefined : setNavigate((to) => takeOver(to))), [Routed, takeOver]);

  const props = useMemo<SignInPageProps>(
    () => ({
      navigate: (to) => takeOver(to),
      // After a sign-in, 200 ms before the move: the next area's code and the router on their way.
      prepare: (to) => {
        startFirstArea(pathOf(to));
        fetchRoutedApp();
      },
      search: window.location.search,
      state: routerState(),
    }),
    [fetchRoutedApp, takeOver],
  );

  const Page = page?.default;
  return (
    <AppFrame>{Routed ? <Routed /> : Page ? <Page {...props} /> : <LoadingScreen />}</AppFrame>
  );
}

/** Draws /login before the routed app (main.tsx). */
export function renderSignIn(root: Root, props: SignInRootProps) {
  startShell();
  root.render(
    <StrictMode>
      <SignInRoot {...props} />
    </StrictMode>,
  );
}
