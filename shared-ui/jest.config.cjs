// CommonJS is what Jest reads here.
/* eslint-disable @typescript-eslint/no-require-imports */
const path = require('node:path');

const preset = require('../tooling/jest.preset.cjs')(__dirname, {
  // Lets `jest --selectProjects shared-ui` pick this package from the root configuration.
  displayName: 'shared-ui',
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
});

// Jest ignores package.json "browser" fields, so it would load styled-components' server build,
// whose createGlobalStyle injects nothing into the DOM. Tests must see what browsers see.
preset.moduleNameMapper = {
  ...preset.moduleNameMapper,
  '^styled-components$': require.resolve(
    'styled-components/dist/styled-components.browser.cjs.js',
    { paths: [__dirname] },
  ),
};

module.exports = preset;
