import { configureApi, recordLoadedArea, sessionStore } from '@careconnect/shared-ui';
import { readReleaseFacts } from './remotes/kit-check';
import { takeOverrideFromAddress } from './remotes/overrides';
import { loadRuntimeConfig } from './remotes/runtime-config';

let started = false;

/**
 * What the page needs once, before its first screen talks to the server: the API's address, a
 * developer's override from the address bar, the shell's own release facts and the theme on
 * <html>. The routed app and the sign-in page drawn before it (sign-in/sign-in-root.tsx) both
 * call it; the second call does nothing.
 */
export function startShell() {
  if (started) return;
  started = true;
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
}
