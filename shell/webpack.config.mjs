import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@careconnect/tooling/webpack.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

export default createWebpackConfig({
  app: 'shell',
  dir,
  entry: './src/main.tsx',
  runtimePlugins: ['./src/remotes/federation-plugin.ts'],
  title: 'CareConnect',
});
