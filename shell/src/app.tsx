import { BrowserRouter } from 'react-router-dom';
import { AppThemeProvider, QueryProvider, ToastHost } from '@careconnect/shared-ui';
import { OverrideBanner } from './remotes/override-banner';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppThemeProvider>
      <QueryProvider>
        <BrowserRouter>
          <AppRoutes />
          <ToastHost />
          <OverrideBanner />
        </BrowserRouter>
      </QueryProvider>
    </AppThemeProvider>
  );
}
