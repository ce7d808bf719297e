import { BrowserRouter } from 'react-router-dom';
import { AppThemeProvider, ToastHost } from '@careconnect/shared-ui';
import { OverrideBanner } from './remotes/override-banner';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppThemeProvider>
      {/* No query client here: each area that reads server data brings its own provider of the
          page's one client, so the sign-in page loads without the query library. */}
      <BrowserRouter>
        <AppRoutes />
        <ToastHost />
        <OverrideBanner />
      </BrowserRouter>
    </AppThemeProvider>
  );
}
