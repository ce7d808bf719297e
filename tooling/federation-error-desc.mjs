// The federation runtime's error descriptions, shortened (tooling/webpack.mjs points the
// error-codes package's own descriptions here). A message keeps what tells a developer what went
// wrong: its code (RUNTIME-008 …), its arguments, the original error and the troubleshooting link
// for that code, which carries the long description the page no longer downloads.
const described = new Proxy(
  {},
  { get: (_, code) => (typeof code === 'string' ? 'Error' : undefined) },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
