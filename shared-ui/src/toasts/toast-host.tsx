import { useEffect, useState } from 'react';
import { useFirstInput } from '../hooks/use-first-input';
import type { ToastPosition } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';
import { useSession } from '../session/session-store';
import { TOAST_LIMIT } from './notify';
import {
  activeToastPosition,
  containerHostKey,
  registerToastHost,
  useToastHosts,
} from './toast-hosts';
import { loadToastLibrary, setToastContainerMounted, useToastLibrary } from './toast-library';

// react-toastify 11 injects its own stylesheet (no CSS import). Spec §9: 8px between toasts.
const ToastStyles = createGlobalStyle`
  .cc-toasts {
    --toastify-font-family: ${({ theme }) => theme.fonts?.body ?? 'system-ui, sans-serif'};
    --toastify-text-color-light: #1f2937;
  }
  .cc-toasts .Toastify__toast {
    margin-bottom: 8px;
  }
  /* Top-right is the areas' place: there the toasts start under the top bar, whose bell,
     messages and theme controls they covered (wide and phone alike). */
  .cc-toasts.Toastify__toast-container--top-right {
    top: calc(${({ theme }) => theme.layout?.topBarHeight ?? '64px'} + 8px);
  }
`;

const loadToastLibraryQuietly = () => void loadToastLibrary().catch(() => undefined);

export interface ToastHostProps {
  /** Default top-center (spec §9); the guarded areas pass 'top-right'. */
  position?: ToastPosition;
}

/**
 * Where toasts appear. Mount one at the root; an area mounts its own with position
 * 'top-right'. Only one container is ever rendered (see toast-hosts.ts).
 */
export function ToastHost({ position }: ToastHostProps) {
  const [key] = useState(() => Symbol('toast-host'));
  useEffect(() => registerToastHost({ key, position }), [key, position]);
  useToastHosts();
  const theme = useSession((state) => state.theme);
  const library = useToastLibrary();
  const rendersContainer = containerHostKey() === key;
  // The library once the user first acts on the page (what most toasts answer); a toast shown
  // sooner fetches it at once. Not with the page's first load: the sign-in page, opened by every
  // user every day, shows no toast before its form is sent.
  useFirstInput(loadToastLibraryQuietly);
  const containerShown = rendersContainer && library !== null;
  useEffect(() => {
    if (!containerShown) return undefined;
    setToastContainerMounted(true);
    return () => setToastContainerMounted(false);
  }, [containerShown]);

  if (!rendersContainer || !library) return null;
  const { ToastContainer } = library;
  return (
    <>
      <ToastStyles />
      <ToastContainer
        className="cc-toasts"
        position={activeToastPosition()}
        limit={TOAST_LIMIT}
        theme={theme}
        newestOnTop={false}
        pauseOnFocusLoss={false}
      />
    </>
  );
}
