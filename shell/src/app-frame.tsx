import type { ReactNode } from 'react';
import { AppThemeProvider, ToastHost } from '@careconnect/shared-ui';
import { OverrideBanner } from './remotes/override-banner';

/**
 * What every page of the shell has around its screen: the theme, the toasts and a developer's
 * override banner. The sign-in page drawn before the router keeps this frame when the routed app
 * takes over (sign-in/sign-in-root.tsx), so a toast shown on the way ('Login successful') stays.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {/* No query client here: each area that reads server data brings its own provider of the
          page's one client, so the sign-in page loads without the query library. */}
      {children}
      <ToastHost />
      <OverrideBanner />
    </AppThemeProvider>
  );
}
