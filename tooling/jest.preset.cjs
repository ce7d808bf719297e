// One Jest setup for every browser package: SWC for speed, jsdom with Node's fetch, streams and
// encoders (what MSW needs), jest-dom matchers and the mocked API of shared-ui/src/testing/msw.
const path = require('node:path');

module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    // Lets `jest --selectProjects <folder>` pick a package from the root configuration.
    displayName: path.basename(packageDir),
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
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
    // These ship ES modules only (rettime, until-async and @open-draft come with MSW).
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(react-apexcharts|apexcharts|rettime|until-async|@open-draft))',
    ],
    moduleNameMapper: {
      // The kit reaches its own core by the package's name (shared-ui/src/core.ts says why).
      '^@careconnect/shared-ui/core$': path.join(__dirname, '..', 'shared-ui', 'src', 'core.ts'),
      '^@careconnect/shared-ui/query$': path.join(__dirname, '..', 'shared-ui', 'src', 'query.ts'),
      '\\.(css|png|jpg|jpeg|svg|webp)$': require.resolve('identity-obj-proxy'),
      // Jest ignores package.json "browser" fields and would load styled-components' server
      // build, whose global styles inject nothing into the DOM.
      '^styled-components$': require.resolve(
        'styled-components/dist/styled-components.browser.cjs.js',
        {
          paths: [packageDir],
        },
      ),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.setup.cjs'),
      path.join(__dirname, '..', 'shared-ui', 'src', 'testing', 'msw', 'jest-setup.ts'),
    ],
    ...overrides,
  };
};
