import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@careconnect/shared-ui';
import { App } from './app';
import { loadRuntimeConfig } from './remotes/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Render at once; the API address arrives with the run-time configuration shortly after.
loadRuntimeConfig()
  .then((config) => configureApi({ baseUrl: config.apiUrl }))
  .catch((error: unknown) => console.error('[shell] could not read /config.json', error));

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
