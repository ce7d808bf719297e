// Where the page's bundler runtime functions wait for the remotes' entries (see
// bundler-runtime-provider.mjs and bundler-runtime-remote.mjs).
export const BUNDLER_RUNTIME_GLOBAL = '_CARECONNECT_BUNDLER_RUNTIME';
