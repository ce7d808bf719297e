import { BrowserRouter } from 'react-router-dom';
import { AppThemeProvider, QueryProvider, ToastHost } from '@careconnect/shared-ui';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppThemeProvider>
      <QueryProvider>
        <BrowserRouter>
          <AppRoutes />
          <ToastHost />
        </BrowserRouter>
      </QueryProvider>
    </AppThemeProvider>
  );
}
