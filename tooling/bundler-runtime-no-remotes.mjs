// The shell's stand-in for the bundler runtime's remote-loading handler (tooling/webpack.mjs):
// the shell registers its areas at run time (registerRemotes, loadRemote) and its build names no
// remote, so webpack never calls the handler that loads a build-time remote's modules.
export function remotes() {
  throw new Error('[federation] this build names no remote');
}
