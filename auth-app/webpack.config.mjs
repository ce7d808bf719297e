import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@careconnect/tooling/webpack.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

// Exposes the area's route tree to the shell; the page entry runs the area on its own.
export default createWebpackConfig({
  app: 'auth-app',
  dir,
  entry: './src/standalone.tsx',
  exposes: { './App': './src/app.tsx', './SignIn': './src/sign-in.tsx' },
  title: 'CareConnect — Sign in',
});
