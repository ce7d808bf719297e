// CommonJS is what Jest reads here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('../tooling/jest.preset.cjs')(__dirname);
