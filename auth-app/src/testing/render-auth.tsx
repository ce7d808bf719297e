import { useLocation } from 'react-router-dom';
import { configureApi } from '@careconnect/shared-ui';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@careconnect/shared-ui/testing';
import AuthApp from '../app';
import { preloadAccountScreens } from '../load-account-screens';
import { API_ORIGIN } from '@careconnect/shared-ui/testing';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

// The screens behind the sign-in page come in a chunk of their own (load-account-screens.ts);
// fetched before the tests, they draw at once as they would on a second visit.
beforeAll(() => preloadAccountScreens());

/** Renders the auth route table at `route`, as the shell mounts it, with a location probe. */
export function renderAuth(route: string, options: Omit<RenderWithProvidersOptions, 'route'> = {}) {
  configureApi({ baseUrl: API_ORIGIN });
  return renderWithProviders(
    <>
      <AuthApp />
      <LocationProbe />
    </>,
    { route, ...options },
  );
}
