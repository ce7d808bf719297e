import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LandingPage } from './landing-page';
import { applyStoredTheme, injectLandingStyles } from './landing-styles';
import { storedDashboard } from './signed-in';

export { LandingPage, injectLandingStyles };

export interface LandingStart {
  /** A link of the page was followed: the routed application takes over at `path`. */
  onNavigate: (path: string) => void;
  /** The pointer is on a link: the routed application may start loading. */
  onIntent: () => void;
}

/**
 * The landing page on React alone, as the page's first render. A chunk of its own: every other
 * page of the shell (the sign-in page, the dashboards) loads `main.js` without it.
 */
export function renderLanding(root: Root, { onNavigate, onIntent }: LandingStart) {
  applyStoredTheme();
  injectLandingStyles();
  root.render(
    <StrictMode>
      <LandingPage onNavigate={onNavigate} onIntent={onIntent} dashboard={storedDashboard()} />
    </StrictMode>,
  );
}
