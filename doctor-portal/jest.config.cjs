const preset = require('../tooling/jest.preset.cjs')(__dirname);

// The machine is shared: give screens a little longer to settle than testing-library's 1 s.
module.exports = {
  ...preset,
  testTimeout: 20_000,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
};
