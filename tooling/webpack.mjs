// One webpack configuration for the shell and the four remotes; each app's webpack.config.mjs
// calls createWebpackConfig with what differs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { apps } from './apps.mjs';
import { sharedModules } from './federation.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { KitFactsPlugin } from './webpack-plugins/kit-facts.mjs';
import { precompressPlugins } from './webpack-plugins/precompress.mjs';
import { PreloadReactPlugin } from './webpack-plugins/preload-react.mjs';
import { RoutedAppChunksPlugin } from './webpack-plugins/routed-app-chunks.mjs';
import { RuntimeFirstPlugin } from './webpack-plugins/runtime-first.mjs';

const require = createRequire(import.meta.url);
const toolingDir = dirname(fileURLToPath(import.meta.url));

/**
 * `react-router-dom` → tooling/router/react-router-dom.mjs (the names the apps use), and
 * `react-router` → the package's browser build, found through the app's own react-router-dom.
 */
function routerAliases(dir) {
  try {
    const fromApp = createRequire(join(dir, 'package.json'));
    const dom = fromApp.resolve('react-router-dom/package.json');
    const router = dirname(createRequire(dom).resolve('react-router/package.json'));
    return {
      'react-router-dom$': join(toolingDir, 'router', 'react-router-dom.mjs'),
      'react-router$': join(router, 'dist', 'production', 'index.mjs'),
    };
  } catch {
    return {};
  }
}

/**
 * A shared library pointed at a list of the names the apps may use (tooling/<folder>/<file>), which
 * takes them from the package's own build under another name (`buildAlias`); the build is found
 * through the app's own copy of the package (`buildOf` gets a require rooted in the app).
 */
function listAliases(dir, { request, list, buildAlias, buildOf }) {
  try {
    const build = buildOf(createRequire(join(dir, 'package.json')));
    if (!existsSync(build)) return {};
    return { [`${request}$`]: join(toolingDir, list), [`${buildAlias}$`]: build };
  } catch {
    return {};
  }
}

/** `@tanstack/react-query` → tooling/query/react-query.mjs (the names the apps use). */
const queryAliases = (dir) =>
  listAliases(dir, {
    request: '@tanstack/react-query',
    list: 'query/react-query.mjs',
    buildAlias: '@careconnect/tanstack-react-query',
    buildOf: (fromApp) => join(dirname(fromApp.resolve('@tanstack/react-query')), 'index.js'),
  });

/** `styled-components` → tooling/styled/styled-components.mjs (its API without the server's parts). */
const styledAliases = (dir) =>
  listAliases(dir, {
    request: 'styled-components',
    list: 'styled/styled-components.mjs',
    buildAlias: '@careconnect/styled-components-build',
    buildOf: (fromApp) =>
      join(
        dirname(fromApp.resolve('styled-components/package.json')),
        'dist',
        'styled-components.browser.esm.js',
      ),
  });

/**
 * One chunk per shared library. Left to webpack, a library is split over several files: React,
 * ReactDOM's two entries and the JSX runtime in four, each of the lists above (router, query,
 * styled-components) in a small file of its own beside the package, zustand in two. Every page
 * loads all of a library's files, one request each, with webpack's wrapper around each (the
 * sizes: docs/decisions/light-sign-in.md).
 */
const LIBRARY_CHUNKS = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /tooling[\\/]router[\\/]|node_modules[\\/]react-router[\\/]/],
  ['styled', /tooling[\\/]styled[\\/]|node_modules[\\/](styled-components|stylis)[\\/]/],
  ['query', /tooling[\\/]query[\\/]|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/],
  ['zustand', /node_modules[\\/]zustand[\\/]/],
];

/** The chunk a shared library's module goes to (null: webpack's own split). */
function libraryChunk(resource = '') {
  return LIBRARY_CHUNKS.find(([, test]) => test.test(resource))?.[0] ?? null;
}

/**
 * The shell hands its federation runtime to the remotes (experiments.provideExternalRuntime)
 * through a runtime plugin, itself CommonJS, that requires
 * `@module-federation/runtime-tools/runtime-core`: resolved as such, the package's CommonJS
 * build, while the bundler runtime uses its ES build — two copies of the runtime in main.js
 * (a heavier landing page), and the remotes would get the other one. The plugin's
 * request is pointed at the ES build, so there is one runtime and the remotes share it.
 */
function runtimeCoreAlias() {
  const commonJs = require.resolve('@module-federation/runtime-tools/runtime-core');
  const esm = commonJs.replace(/\.cjs$/, '.js');
  if (esm === commonJs || !existsSync(esm)) throw new Error(`no ES build beside ${commonJs}`);
  return { '@module-federation/runtime-tools/runtime-core$': esm };
}

/**
 * The bundler runtime hand-over (bundler-runtime-provider.mjs, bundler-runtime-remote.mjs): the
 * package found as the federation plugin finds it (through runtime-tools, one pinned version), the
 * names the hand-over imports pointed at its files, and in a remote the plugin's runtime entry
 * (which imports `<package>/dist/bundler.js` by its full path) pointed at the remote's stand-in.
 */
function bundlerRuntime() {
  const fromTools = createRequire(require.resolve('@module-federation/runtime-tools/package.json'));
  const bundler = fromTools.resolve('@module-federation/webpack-bundler-runtime/bundler');
  const dist = dirname(bundler);
  const { version } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8'));
  return {
    alias: {
      '@module-federation/webpack-bundler-runtime$': join(dist, 'index.js'),
      '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js$': join(
        dist,
        'initContainerEntry.js',
      ),
    },
    remoteAlias: { [`${bundler}$`]: join(toolingDir, 'bundler-runtime-remote.mjs') },
    // The shell names no build-time remote (it registers its areas at run time), so webpack never
    // calls the bundler runtime's remote-loading handler: 1.1 KB gzip on every page.
    shellAlias: {
      [`${join(dist, 'remotes.js')}$`]: join(toolingDir, 'bundler-runtime-no-remotes.mjs'),
    },
    define: new webpack.DefinePlugin({
      CARECONNECT_BUNDLER_RUNTIME_VERSION: JSON.stringify(version),
    }),
  };
}

/**
 * The federation runtime's long error descriptions, replaced by short ones
 * (federation-error-desc.mjs): the error-codes package, found through the runtime as the runtime
 * finds it, has its descriptions module pointed there.
 */
function errorDescAlias() {
  const fromTools = createRequire(require.resolve('@module-federation/runtime-tools/package.json'));
  const fromRuntime = createRequire(fromTools.resolve('@module-federation/runtime'));
  const desc = join(dirname(fromRuntime.resolve('@module-federation/error-codes')), 'desc.mjs');
  if (!existsSync(desc)) throw new Error(`no error descriptions at ${desc}`);
  return { [`${desc}$`]: join(toolingDir, 'federation-error-desc.mjs') };
}

const DESCRIPTION =
  'CareConnect: book appointments, find a provider and follow the care plans your doctors give you.';

// A remote's own page loads the federation runtime first (webpack-plugins/runtime-first.mjs).
const RUNTIME_FILE = 'federation-runtime.js';

/** The build of federation-runtime.js beside a remote's own files. */
function runtimeBuild({ dir, federationName, production }) {
  const bundler = bundlerRuntime();
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [RUNTIME_FILE.replace(/\.js$/, '')]: join(toolingDir, 'federation-runtime.mjs') },
    devtool: production ? 'source-map' : false,
    output: {
      path: join(dir, 'dist'),
      filename: '[name].js',
      clean: false,
      uniqueName: `${federationName}_runtime`,
    },
    resolve: { alias: { ...bundler.alias, ...errorDescAlias() } },
    plugins: [bundler.define, ...(production ? precompressPlugins() : [])],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} o
 * @param {keyof typeof apps} o.app  the app's folder name
 * @param {string} o.dir             the app's folder
 * @param {string} o.entry           the page entry (the shell's main, a remote's standalone page)
 * @param {Record<string,string>} [o.exposes]  what a remote exposes
 * @param {string[]} [o.runtimePlugins]
 * @param {string} o.title                   the page's <title>
 * @param {string} [o.description]           the page's meta description
 */
export function createWebpackConfig({
  app,
  dir,
  entry,
  exposes,
  runtimePlugins = [],
  title,
  description = DESCRIPTION,
}) {
  const { federationName, port } = apps[app];
  const remote = app !== 'shell';
  const bundler = bundlerRuntime();
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const build = {
      name: app,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        publicPath: 'auto',
        // The federation runtime needs a stable entry name; chunks carry content hashes.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        // (a remote's federation-runtime.js is written by the second build below)
        clean: remote ? { keep: (file) => file.startsWith(RUNTIME_FILE) } : true,
        uniqueName: federationName,
        // A module whose evaluation throws (a shared module it needs failed to arrive) is left
        // out of the module cache, so the next import evaluates it again instead of handing back
        // its half-initialised exports.
        strictModuleExceptionHandling: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          ...routerAliases(dir),
          ...queryAliases(dir),
          ...styledAliases(dir),
          ...bundler.alias,
          ...errorDescAlias(),
          ...(remote ? bundler.remoteAlias : { ...runtimeCoreAlias(), ...bundler.shellAlias }),
        },
      },
      module: {
        // A name imported from a module that does not export it is a build error, not undefined.
        parser: { javascript: { importExportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: {
                transpileOnly: true,
                configFile: join(dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
          // A library's stylesheet arrives as text; the app puts it in a styled component (the
          // calendar's), so styles stay in styled-components and follow the theme.
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          // The shell provides the bundler runtime's functions to the remotes' entries.
          runtimePlugins: remote
            ? runtimePlugins
            : [...runtimePlugins, join(toolingDir, 'bundler-runtime-provider.mjs')],
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell's. Remotes leave it out of their
          // remoteEntry.js (a much smaller first load of every area) and the shell
          // makes it available to them; both sides are built from the same pinned version.
          // The bundler runtime's functions travel the same way (bundlerRuntime() above: 3.6 KB
          // gzip less on /login and on every dashboard, measured 2026-11-28), and the runtime's
          // error descriptions are short (errorDescAlias(): 0.4 KB on every page).
          // optimization.target 'web': the runtime's Node.js loading paths are left out (1.7 KB
          // gzip on every page). disableSnapshot would save 1.5 KB more (measured 2026-11-28)
          // but the shell registers every remote by its mf-manifest.json (releases, canaries,
          // overrides) and preloads an area's chunks from it, which needs the snapshot plugin
          // (docs/decisions/federation-runtime.md says what taking it would mean). disableRemote
          // in the remotes only: a remote never loads another remote (tooling/boundaries.mjs),
          // so its entry leaves out the bundler's remote-loading code; the shell loads every
          // area and keeps it. What is left of the webpack runtime (chunk loading, publicPath
          // 'auto', the sharing and consumes data) is needed by the federation runtime.
          experiments: remote
            ? {
                asyncStartup: true,
                externalRuntime: true,
                optimization: { target: 'web', disableRemote: true },
              }
            : {
                asyncStartup: true,
                provideExternalRuntime: true,
                optimization: { target: 'web' },
              },
        }),
        // One page template for the five apps (tooling/index.html); what differs is a parameter.
        // No inline script: the Content-Security-Policy (security-headers.mjs) allows none.
        new HtmlWebpackPlugin({
          template: join(toolingDir, 'index.html'),
          title,
          templateParameters: { description },
          chunks: ['main'],
          scriptLoading: 'defer',
          // Pages live at deep paths (/patient/dashboard); scripts are always at the root.
          publicPath: '/',
          favicon: join(toolingDir, 'favicon.svg'),
        }),
        bundler.define,
        new KitFactsPlugin({ app, dir }),
        ...(production && app === 'shell'
          ? [new PreloadReactPlugin(), new RoutedAppChunksPlugin()]
          : []),
        ...(production ? precompressPlugins() : []),
        ...(remote ? [new RuntimeFirstPlugin({ src: `/${RUNTIME_FILE}` })] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            libraries: {
              test: (module) => libraryChunk(module.resource) !== null,
              name: (module) => libraryChunk(module.resource),
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
          },
        },
      },
      performance: { hints: false },
      // `npm run dev` (scripts/dev.mjs): the app from memory, reloaded on every change, and
      // /config.json from the function tooling/serve.mjs uses (no CSP here: the development
      // build's source maps run through eval).
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        static: false,
        // A change reloads the page (shell and remotes alike). Module replacement would only
        // reload it as well (no module accepts updates), with a second runtime's update chunks
        // to keep in step across the shell's page.
        hot: false,
        liveReload: true,
        // A remote's reload client runs in the shell's page (another port, maybe `localhost`
        // rather than 127.0.0.1): its socket must be accepted from the local names.
        allowedHosts: ['localhost', '127.0.0.1'],
        // Remotes are fetched cross-origin by the shell (manifest, entry, chunks).
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_request, response) => {
              response.setHeader('Content-Type', 'application/json; charset=utf-8');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(JSON.stringify(runtimeConfig(process.env)));
            },
          });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
    return remote ? [build, runtimeBuild({ dir, federationName, production })] : build;
  };
}
