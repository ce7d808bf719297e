// Scripts, styles and pages are compressed once, at build time, at the strongest settings
// (brotli 11, gzip 9): smaller than what a server can afford to do on the fly. tooling/serve.mjs
// sends `<file>.br` / `<file>.gz` to browsers that accept them (@fastify/static preCompressed).
import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const common = {
  test: /\.(js|css|html|svg)$/,
  // below a kilobyte the saving does not pay for the extra file
  threshold: 1024,
  // a copy whenever it is smaller
  minRatio: 1,
};

export function precompressPlugins() {
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}
