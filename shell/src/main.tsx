import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './landing/landing-page';
import { applyStoredTheme, injectLandingStyles } from './landing/landing-styles';
import { startFirstArea } from './remotes/first-area';
import { storedDashboard } from './landing/signed-in';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The routed application (router, UI kit, session, remotes) is fetched only when needed: the
// landing page, which every visitor sees first, runs on React alone.
const loadApp = () => import('./boot-app');
const startApp = () =>
  loadApp()
    .then((app) => app.renderApp(root))
    .catch((error: unknown) => {
      console.error('[shell] could not start', error);
      container.textContent = 'CareConnect could not start. Please reload the page.';
    });

if (window.location.pathname === '/') {
  applyStoredTheme();
  injectLandingStyles();
  root.render(
    <StrictMode>
      <LandingPage
        onNavigate={(path) => {
          window.history.pushState(null, '', path);
          startFirstArea(path);
          void startApp();
        }}
        onIntent={() => void loadApp()}
        dashboard={storedDashboard()}
      />
    </StrictMode>,
  );
} else {
  // The page's own area is fetched alongside the routed app rather than once it has rendered
  // (one round of requests fewer before the first paint of a deep link).
  startFirstArea();
  void startApp();
}
