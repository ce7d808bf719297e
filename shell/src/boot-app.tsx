import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureApi, sessionStore } from '@careconnect/shared-ui';
import { App } from './app';
import { loadRuntimeConfig } from './remotes/runtime-config';

/** Renders the routed application into the page's root. */
export function renderApp(root: Root) {
  loadRuntimeConfig()
    .then((config) => configureApi({ baseUrl: config.apiUrl }))
    .catch((error: unknown) => console.error('[shell] could not read /config.json', error));

  // The landing page's plain CSS follows the same theme as the UI kit.
  const applyTheme = (theme: string) => {
    document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
  };
  applyTheme(sessionStore.getState().theme);
  sessionStore.subscribe((state) => applyTheme(state.theme));

  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
