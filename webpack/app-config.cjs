// One webpack + module-federation config for the host and the three remotes.
// Each app's webpack.config.js is a few lines that call `createAppConfig`.
// Modules are resolved from the app's own folder (createRequire), so every app builds with
// the exact webpack instance its own package.json pins.
const path = require('node:path');
const { createRequire } = require('node:module');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { FaviconPlugin } = require('./favicon-plugin.cjs');
const { BootFilesPlugin } = require('./boot-files-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { textRules, isTextModule } = require('./texts.cjs');
const { RemoteManifestPlugin } = require('./remote-manifest-plugin.cjs');
const { precompress } = require('./precompress-plugin.cjs');
const { afterPaintLoaderConfig } = require('./after-paint-loader-config.cjs');
const { rowsOf } = require('./route-table.cjs');

/**
 * Both builds of an app: the browser build (dist/) and the server build (dist/server/), which
 * the server's HTML route renders with (docs/server-rendering.md).
 * @param {object} app
 * @param {string} app.dir            absolute path of the app
 * @param {'host'|'giftcards'|'booking'|'promo'} app.name  federation name
 * @param {number} app.port           dev-server port
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {string} app.title          <title> of the standalone page
 * @param {Record<string,string>} [app.texts]  namespace → folder of its text modules (webpack/texts.cjs)
 */
function createAppConfig(app) {
  const req = createRequire(path.join(app.dir, 'package.json'));
  // `webpack serve` (development) runs the browser build only.
  return (env, argv) => {
    const browser = browserConfig(app, req, env, argv);
    // A remote's standalone page needs the federation runtime the host provides to remotes.
    const standalone = app.name === 'host' ? [] : [federationRuntimeConfig(app, req, argv)];
    // The host's server-rendered pages end with the after-paint loader, built on its own.
    const loader = app.name === 'host' && !env?.WEBPACK_SERVE ? [afterPaintLoaderConfig(app, argv)] : [];
    return env?.WEBPACK_SERVE ? [browser, ...standalone] : [browser, ...standalone, ...loader, serverConfig(app, req, env, argv)];
  };
}

/** react-router's own production build (its package points every bundler at the development one). */
function reactRouterProduction(req, production) {
  if (!production) return {};
  const dir = path.dirname(req.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
  };
}

/** React's own useSyncExternalStore for the shim react-i18next imports (shared/src/i18n/use-sync-external-store-shim.ts). */
const builtInExternalStore = () => ({ 'use-sync-external-store/shim$': path.join(__dirname, '..', 'shared', 'src', 'i18n', 'use-sync-external-store-shim.ts') });

/**
 * The federation runtime's modules, as the federation plugin bundles them (the same files, so the
 * same modules): `federation-runtime-core` (the ESM build of the core), `federation-bundler-runtime`
 * (the bundler runtime: its entry and its dist/ files), `federation-runtime-api` (the API module
 * the bundler runtime imports).
 */
function federationRuntimeAlias(req) {
  const enhanced = createRequire(req.resolve('@module-federation/enhanced/webpack'));
  const bundlerEntry = enhanced.resolve('@module-federation/webpack-bundler-runtime/bundler');
  const bundlerDir = path.dirname(path.dirname(bundlerEntry));
  const runtimeCore = enhanced.resolve('@module-federation/runtime-tools/runtime-core').replace(/\.cjs$/, '.js');
  return {
    'federation-runtime-core$': runtimeCore,
    // runtime-core's own files (runtime-tools re-exports its entry).
    'federation-runtime-core-dist': path.dirname(createRequire(runtimeCore).resolve('@module-federation/runtime-core')),
    'federation-bundler-runtime$': bundlerEntry,
    'federation-bundler-runtime': bundlerDir,
    'federation-runtime-api$': createRequire(bundlerEntry).resolve('@module-federation/runtime').replace(/\.cjs$/, '.js'),
  };
}

/**
 * A remote's entry without its own copy of the federation bundler runtime: the host provides
 * it, as it provides the runtime core (webpack/federation-runtime/host-bundler-runtime.js).
 */
function useHostBundlerRuntime(webpack) {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(__dirname, 'federation-runtime/host-bundler-runtime.js'),
  );
}

/** The host's federation runtime without its snapshot handler (federation-runtime/snapshot-handler-off.js). */
function withoutSnapshotHandler(webpack) {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
    path.join(__dirname, 'federation-runtime/snapshot-handler-off.js'),
  );
}

/** Production pages go without the federation runtime's error descriptions (the codes and links stay). */
function withoutFederationErrorDescriptions(webpack) {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
    path.join(__dirname, 'federation-runtime/error-descriptions.mjs'),
  );
}

/**
 * The federation runtime for a remote's standalone page (dist/federation-runtime.js). Remotes
 * leave the runtime out of their entries and use the host's (about 11 KB gzipped less per
 * remote on every page); alone, the standalone page loads this file first instead.
 */
function federationRuntimeConfig(app, req, argv) {
  const webpack = req('webpack');
  const production = argv.mode === 'production';
  return {
    name: `${app.name}-federation-runtime`,
    context: app.dir,
    target: 'web',
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime/provide-runtime-core.js') },
    mode: production ? 'production' : 'development',
    devtool: false,
    output: { path: path.join(app.dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { alias: federationRuntimeAlias(req) },
    plugins: [
      // The runtime's own build switches, as the federation plugin sets them for a remote.
      new webpack.DefinePlugin({
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        FEDERATION_OPTIMIZE_NO_REMOTE: 'true',
        FEDERATION_OPTIMIZE_NO_SHARED: 'false',
        ENV_TARGET: JSON.stringify('web'),
      }),
      ...(production ? [new CompileHintsPlugin()] : []),
    ],
    performance: { hints: false },
  };
}

/**
 * Fewer, larger files for what every page runs: gzip compresses files together better than
 * apart (2.7 KB gzipped less on every first view, measured). The libraries every page
 * runs (React, ReactDOM, jotai, i18next: federated singletons) are one file, which changes only
 * with a library update; the libraries @venue/shared bundles (the router, react-i18next's hook,
 * superstruct) stay inside its chunk instead of a vendor chunk beside it.
 */
function firstViewChunks() {
  return {
    cacheGroups: {
      // One stylesheet per app, all its pages' styles: a page's head names the host's and its
      // remote's (two render-blocking requests, not one per chunk: 14 on /reserve before), and a
      // CSS module that several chunks import (@venue/shared's) is no longer written twice.
      styles: { type: 'css/mini-extract', name: 'styles', chunks: 'all', enforce: true, priority: 30 },
      libraries: {
        test: /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|jotai|i18next)@/,
        name: 'libraries',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      defaultVendors: false,
    },
  };
}

/** Build-time constants, the same in both builds (a label differing would not hydrate). */
function defines(app, req, production) {
  const pkg = req('./package.json');
  return {
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __APP_NAME__: JSON.stringify(app.name),
    __APP_VERSION__: JSON.stringify(pkg.version),
    // A label that identifies one build: lets QA (and the redeploy test) see which
    // build of a remote is on screen.
    __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL || `${pkg.version}`),
    // Standalone shells (remotes run alone) read the API from here.
    __API_ORIGIN__: JSON.stringify(process.env.API_ORIGIN || 'http://localhost:8080'),
  };
}

const cssModuleOptions = (app, production) => ({
  localIdentName: production ? `${app.name}_[hash:base64:6]` : `${app.name}_[name]_[local]`,
  namedExport: false,
  exportLocalsConvention: 'as-is',
});

/**
 * The server build: the same code for Node (`async-node`, CommonJS), rendered by the server's
 * HTML route. Remotes expose the same modules from dist/server/ (with their own manifest,
 * fetched over HTTP from the remote's deployment, as the browser does); the host's
 * `src/server.tsx` is an entry the server requires from WEB_ROOT. Class names of CSS Modules are
 * computed as in the browser build; the CSS itself is the browser build's.
 */
function serverConfig(app, req, _env, argv) {
  const webpack = req('webpack');
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
  const production = argv.mode === 'production';
  const isHost = app.name === 'host';
  return {
    name: `${app.name}-server`,
    context: app.dir,
    target: 'async-node',
    entry: isHost ? { main: './src/server.tsx' } : {},
    mode: production ? 'production' : 'development',
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      // Chunks of a remote are found beside its remoteEntry, wherever it is fetched from.
      publicPath: isHost ? '' : 'auto',
      filename: isHost ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `venue_${app.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        { test: /\.module\.css$/, use: [{ loader: 'css-loader', options: { modules: { ...cssModuleOptions(app, production), exportOnlyLocals: true } } }] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [{ loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } }] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? {} : { filename: 'remoteEntry.[fullhash:8].js', exposes: app.exposes }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: sharedSingletons(req, { provider: isHost }),
        dts: false,
        manifest: true,
        runtimePlugins: [req.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
      }),
      new webpack.DefinePlugin({ ...defines(app, req, production), __SERVER__: 'true' }),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', minimize: false },
  };
}

function browserConfig(app, req, env, argv) {
  const webpack = req('webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');
  const MiniCssExtractPlugin = req('mini-css-extract-plugin');
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
  const isHost = app.name === 'host';
  // DEV_PORT moves the four dev servers together (host on it, the remotes on the next three);
  // API_ORIGIN is the API the dev servers talk to (`npm run dev` sets both).
  const devPort = process.env.DEV_PORT ? Number(process.env.DEV_PORT) + (app.port - 3000) : app.port;
  const apiOrigin = process.env.API_ORIGIN || 'http://localhost:8080';

  {
    const production = argv.mode === 'production';
    const hash = production ? '.[contenthash:8]' : '';
    // Entry files: the federation runtime computes their names without a chunk, so
    // [contenthash] is not available there; [fullhash] is.
    const entryHash = production ? '.[fullhash:8]' : '';
    return {
      context: app.dir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // The host is served at / with a history fallback; remotes are loaded from wherever
        // the runtime config says, so they resolve their own chunks ('auto').
        publicPath: isHost ? '/' : 'auto',
        filename: `[name]${entryHash}.js`,
        chunkFilename: `[name]${hash}.js`,
        uniqueName: `venue_${app.name}`,
        // dist/server/ is the server build's, federation-runtime.js the standalone runtime's
        // (both built beside this one).
        clean: { keep: /^(server[\\/]|after-paint[\\/]|federation-runtime\.js$)/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...reactRouterProduction(req, production), ...builtInExternalStore(), ...federationRuntimeAlias(req) } },
      module: {
        rules: [
          ...(production ? [{ test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/, loader: path.join(__dirname, 'react-router-tree-shaking-loader.cjs') }] : []),
          ...textRules(app, production),
          {
            test: /\.tsx?$/,
            exclude: isTextModule(app),
            loader: 'ts-loader',
            // shared/ ships TypeScript source, compiled here by each app.
            options: { transpileOnly: true, onlyCompileBundledFiles: true },
          },
          {
            test: /\.module\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              { loader: 'css-loader', options: { modules: cssModuleOptions(app, production) } },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          // Remotes are registered at run time from /frontpage-config.json, never here.
          ...(isHost ? {} : { filename: 'remoteEntry.[fullhash:8].js', exposes: app.exposes }),
          shared: sharedSingletons(req, { provider: isHost }),
          dts: false,
          // The host's manifest too: it lists which file carries which shared library (e2e proof).
          manifest: true,
          // Trim the federation runtime each entry carries: browser only, no snapshot plugin (the
          // host reads the remotes' manifests itself: host/src/federation/remote-manifest.ts), and
          // a remote loads no remotes of its own.
          experiments: {
            optimization: isHost ? { target: 'web', disableSnapshot: true } : { target: 'web', disableRemote: true, disableSnapshot: true },
            // One federation runtime per page: the host's, which remotes use (README, "JavaScript
            // on the first view"). A remote's standalone page loads dist/federation-runtime.js.
            ...(isHost ? {} : { externalRuntime: true }),
          },
          runtimePlugins: isHost ? [path.join(__dirname, 'federation-runtime/provide-runtime-plugin.js')] : [],
        }),
        ...(isHost ? [withoutSnapshotHandler(webpack)] : [useHostBundlerRuntime(webpack), new RemoteManifestPlugin(webpack, { remote: app.name })]),
        ...(production ? [withoutFederationErrorDescriptions(webpack)] : []),
        new FaviconPlugin(webpack),
        // The host's start files (src/index.ts imports ./bootstrap), for the server to name early.
        // Its own pages are the route table's host rows, but the not-found page (built in, no chunk).
        ...(isHost ? [new BootFilesPlugin(webpack, { chunkGroup: 'bootstrap', pages: rowsOf('host').map((row) => row.page).filter((page) => page !== 'NotFound') })] : []),
        new MiniCssExtractPlugin({
          filename: `[name]${hash}.css`,
          chunkFilename: `[name]${hash}.css`,
          // One file from chunks that import @venue/shared's components in different orders: its
          // CSS Modules' classes are local, and no component overrides another's (no className
          // passed to them), so their order in the file does not change a page.
          ignoreOrder: true,
        }),
        new webpack.DefinePlugin({ ...defines(app, req, production), __SERVER__: 'false' }),
        ...(production ? [new CompileHintsPlugin()] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          federationRuntime: !isHost,
          // The host's page shows a neutral loader until the location is loaded.
          scriptLoading: 'defer',
          inject: 'head',
          // A remote's standalone page is served at the root of its own origin: absolute
          // script URLs keep deep links (/reserve/abc/edit) working. Its federated entry
          // keeps publicPath 'auto'.
          publicPath: '/',
        }),
        // The host's server-rendered pages: the same template with placeholders, no tags injected.
        ...(isHost && !env?.WEBPACK_SERVE
          ? [new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                filename: 'page.html',
                page: true,
                inject: false,
                // Minified as index.html is, but for the comments: they are the placeholders.
                minify: { collapseWhitespace: true, keepClosingSlash: true, removeComments: false, removeRedundantAttributes: true, useShortDoctype: true, minifyCSS: true },
              }),]
          : []),
        ...(production ? [precompress(req)] : []),
      ],
      performance: { hints: false },
      // HTML is minified by html-webpack-plugin alone: webpack's own HTML minifier would drop
      // the comments that are page.html's placeholders (server/src/web/page-template.ts).
      optimization: { moduleIds: 'deterministic', splitChunks: production ? firstViewChunks() : undefined, minimizeOptions: { html: false } },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false },
        // The host asks its own origin for the runtime config; in development the API serves it.
        ...(isHost ? { proxy: [{ context: ['/frontpage-config.json', '/demo-assets'], target: apiOrigin }] } : {}),
      },
    };
  }
}

module.exports = { createAppConfig };
