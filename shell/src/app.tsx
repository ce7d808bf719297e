import { BrowserRouter } from 'react-router-dom';
import { AppFrame } from './app-frame';
import { AppRoutes } from './routes/app-routes';

/** The shell's routes, under the page's one router. */
export function RoutedApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App() {
  return (
    <AppFrame>
      <RoutedApp />
    </AppFrame>
  );
}
