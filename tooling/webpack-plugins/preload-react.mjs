// The page needs React and ReactDOM before it can render anything, but with Module Federation
// main.js asks for them only once it has run. Preloading their chunks from the HTML fetches them
// alongside main.js instead of after it (one round trip less before the first render). Only the
// shell uses it: a remote's React chunks are never used when it runs inside the shell.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PRELOADED = /node_modules\/\.pnpm\/(react|react-dom|scheduler)@/;

/** The shell's React chunks, the ones its page preloads (sorted). */
export function reactScripts(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    // only chunks that hold nothing but React itself (not a remote's screens that import it)
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].filter(
      (m) => m.resource,
    );
    if (modules.length === 0 || !modules.every((m) => PRELOADED.test(m.resource))) continue;
    // A consumer's fallback copy (used only when no app provides the library) is not
    // preloaded: the page takes the copy the shell provides.
    const origins = [...chunk.groupsIterable].flatMap((group) => group.origins);
    if (origins.every((o) => o.module?.constructor?.name === 'ConsumeSharedModule')) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

export class PreloadReactPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadReactPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadReactPlugin',
        (data) => {
          for (const file of reactScripts(compilation)) {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `/${file}`,
              }),
            );
          }
          return data;
        },
      );
    });
  }
}
