import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureApi, recordLoadedArea, sessionStore } from '@careconnect/shared-ui';
import { App } from './app';
import { readReleaseFacts } from './remotes/kit-check';
import { takeOverrideFromAddress } from './remotes/overrides';
import { loadRuntimeConfig } from './remotes/runtime-config';

/** Renders the routed application into the page's root. */
export function renderApp(root: Root) {
  loadRuntimeConfig()
    .then((config) => {
      configureApi({ baseUrl: config.apiUrl });
      // `?override=<area>=<address>` (or `?override=off`): stored, then the page starts again
      // without it, so every area is loaded from where the override says.
      if (takeOverrideFromAddress(window.location.search, config)) {
        const url = new URL(window.location.href);
        url.searchParams.delete('override');
        window.location.replace(url.href);
      }
    })
    .catch((error: unknown) => console.error('[shell] could not read /config.json', error));

  // The shell's own release, for Settings → About beside the areas it loads.
  readReleaseFacts(new URL('/release.json', window.location.href).href)
    .then((facts) =>
      recordLoadedArea({
        remote: 'shell',
        version: facts?.version ?? 'build',
        commit: facts?.commit ?? null,
        builtAt: facts?.builtAt ?? null,
        kitVersion: facts?.kit?.version ?? null,
        overriddenFrom: null,
      }),
    )
    .catch(() => undefined);

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
