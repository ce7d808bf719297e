import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';
import { startShell } from './start-shell';

export { RoutedApp } from './app';

/** Renders the routed application into the page's root. */
export function renderApp(root: Root) {
  startShell();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
