import { createRoot } from 'react-dom/client';
import { startFirstArea } from './remotes/first-area';
import { signInPageModule } from './remotes/load-remote-app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

const couldNotStart = (error: unknown) => {
  console.error('[shell] could not start', error);
  container.textContent = 'CareConnect could not start. Please reload the page.';
};

// The routed application (router, UI kit, session, remotes) is fetched only when needed: the
// landing page, which every visitor sees first, runs on React alone.
const loadApp = () => import(/* webpackChunkName: "app" */ './boot-app');
const startApp = () =>
  loadApp()
    .then((app) => app.renderApp(root))
    .catch(couldNotStart);

if (window.location.pathname === '/') {
  // The landing page's code is a chunk of its own, named so that the shell's server can ask for
  // it with the page (a Link header on `/` only: tooling/serve.mjs).
  import(/* webpackChunkName: "landing" */ './landing/landing-entry')
    .then(({ renderLanding }) =>
      renderLanding(root, {
        onNavigate: (path) => {
          window.history.pushState(null, '', path);
          startFirstArea(path);
          void startApp();
        },
        onIntent: () => void loadApp(),
      }),
    )
    .catch(couldNotStart);
} else if (window.location.pathname === '/login' && !/[?&]override=/.test(window.location.search)) {
  // The sign-in page, opened by every user every day, is drawn by the auth area's './SignIn'
  // without the router (sign-in/sign-in-root.tsx), which comes once the visitor starts on the form.
  // A developer's override in the address is the routed app's to take.
  signInPageModule().catch(() => undefined);
  import(/* webpackChunkName: "sign-in" */ './sign-in/sign-in-root')
    .then(({ renderSignIn }) => renderSignIn(root, { loadApp, onFail: couldNotStart }))
    .catch(() => {
      startFirstArea();
      void startApp();
    });
} else {
  // The page's own area is fetched alongside the routed app rather than once it has rendered
  // (one round of requests fewer before the first paint of a deep link).
  startFirstArea();
  void startApp();
}
