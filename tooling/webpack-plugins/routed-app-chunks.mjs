// Writes routed-app.json beside the shell's build: the scripts main.js asks for before it can draw
// any page but the landing page — the routed app's chunk ("app", main.tsx) and the chunks of the
// shared libraries it takes (router, styled-components, zustand, the kit's core) — and, apart,
// those of the sign-in page drawn before the routed app on a first visit to /login ("sign-in",
// shell/src/sign-in/sign-in-root.tsx: no router). main.js asks for them only once it has arrived
// and run; the shell's server names them in the Link header of those pages (tooling/serve.mjs),
// so the browser fetches them with the page.
import { reactScripts } from './preload-react.mjs';

// the name the shell's server reads (pageHintsIn in tooling/serve.mjs)
const ROUTED_APP_FILE = 'routed-app.json';
// each list of the file, and the chunk it starts from
const PAGE_CHUNKS = { scripts: 'app', signIn: 'sign-in' };

/** The .js files of a chunk group's chunks. */
function scriptsOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
}

/** The .js files a chunk group needs to run, but React's (which the page preloads itself). */
function scriptsBehind(compilation, group) {
  // A shared library is not in the chunks that use it: they hold a consumer, and the library
  // comes from the consumer's own chunk group (where the shell's copy, the one the page uses,
  // lives too), whose chunks may consume further libraries (the kit's core takes zustand).
  const files = new Set();
  const groups = [group];
  const seen = new Set(groups);
  for (const current of groups) {
    for (const file of scriptsOf(current)) files.add(file);
    for (const chunk of current.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const consumed = compilation.chunkGraph.getBlockChunkGroup(block);
          if (consumed && !seen.has(consumed)) {
            seen.add(consumed);
            groups.push(consumed);
          }
        }
      }
    }
  }
  // React is preloaded by the page itself (preload-react.mjs).
  for (const file of reactScripts(compilation)) files.delete(file);
  return [...files].sort();
}

export class RoutedAppChunksPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutedAppChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RoutedAppChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const list = {};
          for (const [key, name] of Object.entries(PAGE_CHUNKS)) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `RoutedAppChunksPlugin: no chunk named "${name}" (main.tsx imports it)`,
                ),
              );
              return;
            }
            list[key] = scriptsBehind(compilation, group);
          }
          compilation.emitAsset(ROUTED_APP_FILE, new RawSource(JSON.stringify(list) + '\n'));
        },
      );
    });
  }
}
