// A remote's own page loads the federation runtime first (tooling/federation-runtime.mjs): the
// remote's code expects it provided, as the shell does when the remote runs inside it.
import HtmlWebpackPlugin from 'html-webpack-plugin';

export class RuntimeFirstPlugin {
  /** @param {{ src: string }} options  where the page finds the runtime's script */
  constructor({ src }) {
    this.src = src;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'RuntimeFirstPlugin',
        (data) => {
          // deferred scripts run in document order: the runtime before main.js
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: this.src }),
          );
          return data;
        },
      );
    });
  }
}
