import { useLocation } from 'react-router-dom';
import { configureApi } from '@careconnect/shared-ui';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '@careconnect/shared-ui/testing';
import AuthApp from '../app';
import { API_ORIGIN } from '@careconnect/shared-ui/testing';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

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
