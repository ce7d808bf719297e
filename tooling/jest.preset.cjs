// One Jest setup for every browser package: SWC for speed, jsdom, jest-dom matchers.
const path = require('node:path');

module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    // Lets `jest --selectProjects <folder>` pick a package from the root configuration.
    displayName: path.basename(packageDir),
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(react-apexcharts|apexcharts))'],
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|webp)$': require.resolve('identity-obj-proxy'),
      // Jest ignores package.json "browser" fields and would load styled-components' server
      // build, whose global styles inject nothing into the DOM.
      '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js', {
        paths: [packageDir],
      }),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    ...overrides,
  };
};
