// Writes routed-app.json beside the shell's build: the scripts main.js asks for before it can draw
// any page but the landing page — the routed app's chunk ("app", main.tsx) and the chunks of the
// shared libraries it takes (router, styled-components, zustand, the kit's core). main.js asks for
// them only once it has arrived and run; the shell's server names them in the Link header of those
// pages (tooling/serve.mjs), so the browser fetches them with the page.
import { reactScripts } from './preload-react.mjs';

// the name the shell's server reads (routedAppScriptsIn in tooling/serve.mjs)
const ROUTED_APP_FILE = 'routed-app.json';
const ROUTED_APP_CHUNK = 'app';

/** The .js files of a chunk group's chunks. */
function scriptsOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
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
          const group = compilation.namedChunkGroups.get(ROUTED_APP_CHUNK);
          if (!group) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `RoutedAppChunksPlugin: no chunk named "${ROUTED_APP_CHUNK}" (main.tsx imports it)`,
              ),
            );
            return;
          }
          // A shared library is not in the chunks that use it: they hold a consumer, and the
          // library comes from the consumer's own chunk group (where the shell's copy, the one the
          // page uses, lives too), whose chunks may consume further libraries (the kit's core
          // takes zustand).
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
          const list = { scripts: [...files].sort() };
          compilation.emitAsset(ROUTED_APP_FILE, new RawSource(JSON.stringify(list) + '\n'));
        },
      );
    });
  }
}
