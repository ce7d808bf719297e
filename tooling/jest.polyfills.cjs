// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
// (Belongs in tooling/jest.setup.cjs for every package; kept here until it is there.)
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
