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
const { embedLoaderConfig, EMBED_WIDGET_ENTRY } = require('./embed-loader-config.cjs');
const { insertStylesheet } = require('./stylesheet-insert.cjs');
const { rowsOf, layoutChunks } = require('./route-table.cjs');
const { federationFrom, federationRuntimeProvider } = require('./federation-runtime-provider.cjs');

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
  // The federation packages the app builds with: its own, or those of FEDERATION_PACKAGES_DIR.
  const federation = federationFrom(req);
  // `webpack serve` (development) runs the browser build only.
  return (env, argv) => {
    // A remote's runtime file is built first; its name (content-hashed) goes into the remote's
    // standalone page.
    const runtimeFile = { name: undefined };
    // The host's booking embed: its widget entry is built with the host's browser build, its
    // loader after it (it names the widget's file).
    const widgetFile = { name: undefined };
    const browser = browserConfig(app, req, federation, env, argv, runtimeFile, widgetFile);
    const standalone = app.name === 'host' ? [] : [federationRuntimeConfig(app, federation, argv, runtimeFile)];
    const embed =
      app.name === 'host'
        ? [
            embedLoaderConfig(app, req('webpack'), {
              production: argv.mode === 'production',
              dist: distDir(app),
              widgetFile: () => widgetFile.name,
              after: browser.name,
              plugins: argv.mode === 'production' ? [precompress(req)] : [],
            }),
          ]
        : [];
    // The host's server-rendered pages end with the after-paint loader, built on its own.
    const loader = app.name === 'host' && !env?.WEBPACK_SERVE ? [afterPaintLoaderConfig(app, argv, distDir(app))] : [];
    // `webpack serve` builds the widget's entry with the host's page; the loader is a production file.
    return env?.WEBPACK_SERVE ? [browser, ...standalone] : [browser, ...standalone, ...embed, ...loader, serverConfig(app, req, federation, env, argv)];
  };
}

/**
 * MINIFY=false: a production build left unminified. The e2e tests that rebuild an app under a
 * running site (redeploy, federation-versions) use it: what they prove does not depend on the
 * minifier, which is most of a build's time.
 */
const minify = (production) => production && process.env.MINIFY !== 'false';

/**
 * Where the app's build goes: dist/, or DIST_DIR (e2e/tests/federation-versions.spec.ts builds a
 * second copy of an app there, beside the one the site serves).
 */
const distDir = (app) => (process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(app.dir, 'dist'));

/**
 * A remote's own federation runtime file (dist/federation-runtime.<hash>.js), for its standalone
 * page: a remote's entry leaves the runtime out and reads the one the page provides
 * (`experiments.externalRuntime`), which on the site is the host's. Alone, its page loads this file
 * first: a federated build of no modules of its own that provides its runtime as the host does
 * (docs/federation.md).
 */
function federationRuntimeConfig(app, federation, argv, runtimeFile) {
  const { ModuleFederationPlugin } = federation.enhanced();
  const production = argv.mode === 'production';
  const ENTRY = 'federation-runtime';
  return {
    name: `${app.name}-federation-runtime`,
    context: app.dir,
    target: 'web',
    entry: { [ENTRY]: path.join(__dirname, 'federation-runtime-file.js') },
    mode: production ? 'production' : 'development',
    devtool: false,
    optimization: { minimize: minify(production) },
    // Shares dist/ with the browser build: removes its own earlier files only.
    output: {
      path: distDir(app),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `venue_${app.name}_runtime`,
      clean: { keep: (file) => !file.startsWith(`${ENTRY}.`) },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: `${app.name}_runtime`,
        dts: false,
        manifest: false,
        // As the remote's entry is built: a remote alone loads no remotes.
        experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
        runtimePlugins: [federationRuntimeProvider(federation)],
      }),
      ...(production ? [new CompileHintsPlugin()] : []),
      {
        apply: (compiler) =>
          compiler.hooks.afterEmit.tap('RuntimeFileName', (compilation) => {
            runtimeFile.name = [...compilation.entrypoints.get(ENTRY).getFiles()].find((file) => file.endsWith('.js'));
          }),
      },
    ],
    performance: { hints: false },
  };
}

/**
 * Fewer, larger files for what every page runs: gzip compresses files together better than
 * apart (fewer bytes on every first view). The libraries every page
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

/**
 * A `.wasm` file imported by its address (`import url from '…/x.wasm'`): emitted as a file of the
 * build, served from the site's own origin (the door page's QR decoder: host/src/features/staff-scan/zxing-ponyfill.ts).
 */
const wasmAssetRule = { test: /\.wasm$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } };

/** Each stylesheet minified as it is read (css-minify-loader.cjs), in production builds that minify. */
const cssMinifyLoaders = (production) => (minify(production) ? [path.join(__dirname, 'css-minify-loader.cjs')] : []);

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
function serverConfig(app, req, federation, _env, argv) {
  const webpack = req('webpack');
  const { ModuleFederationPlugin } = federation.enhanced();
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
      path: path.join(distDir(app), 'server'),
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
        // The browser build serves the file; the server never decodes a QR code.
        { ...wasmAssetRule, generator: { ...wasmAssetRule.generator, emit: false } },
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

function browserConfig(app, req, federation, env, argv, runtimeFile, widgetFile) {
  const webpack = req('webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');
  const MiniCssExtractPlugin = req('mini-css-extract-plugin');
  const { ModuleFederationPlugin } = federation.enhanced();
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
      name: `${app.name}-browser`,
      context: app.dir,
      // A remote's standalone page names its runtime file, built first.
      dependencies: isHost ? [] : [`${app.name}-federation-runtime`],
      // The host's second entry is the booking embedded on venues' websites: loaded by
      // dist/embed.js from this site's origin into another site's page, so its files are found
      // from its own address ('auto'), not from the page's '/'.
      entry: isHost ? { main: './src/index.ts', [EMBED_WIDGET_ENTRY]: { import: './src/features/embed/app/embed-app-entry.ts', publicPath: 'auto' } } : './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: distDir(app),
        // The host is served at / with a history fallback; remotes are loaded from wherever
        // the runtime config says, so they resolve their own chunks ('auto').
        publicPath: isHost ? '/' : 'auto',
        filename: `[name]${entryHash}.js`,
        chunkFilename: `[name]${hash}.js`,
        uniqueName: `venue_${app.name}`,
        // dist/server/ is the server build's, federation-runtime.*.js the remote's runtime file
        // (both built beside this one).
        clean: { keep: /^(server[\\/]|after-paint[\\/]|federation-runtime\.)/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          ...(production
            ? [
                { test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/, loader: path.join(__dirname, 'react-router-tree-shaking-loader.cjs') },
                // React's sentinel errors made without a stack (react-sentinel-errors-loader.cjs).
                { test: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/, loader: path.join(__dirname, 'react-sentinel-errors-loader.cjs') },
              ]
            : []),
          ...textRules(app, production),
          // The bot check's CSS into the embed's shadow roots on a venue's website (altcha-style-loader.cjs).
          { test: /[\\/]altcha[\\/]dist[\\/]main[\\/]altcha\.js$/, loader: path.join(__dirname, 'altcha-style-loader.cjs') },
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
              ...cssMinifyLoaders(production),
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader', ...cssMinifyLoaders(production)],
          },
          wasmAssetRule,
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
            // One federation runtime per page: a remote's entry leaves out the runtime core and
            // reads the one the page provides, the host's (docs/federation.md).
            ...(isHost ? {} : { externalRuntime: true }),
          },
          // The host provides its runtime core to the remotes by the federation package's own
          // plugin (federation-runtime-provider.cjs).
          runtimePlugins: isHost ? [federationRuntimeProvider(federation)] : [],
        }),
        ...(isHost ? [] : [new RemoteManifestPlugin(webpack, { remote: app.name })]),
        new FaviconPlugin(webpack),
        // The host's start files (src/index.ts imports ./bootstrap), for the server to name early.
        // Its own pages are the route table's host rows, but the not-found page (built in, no
        // chunk), and the staff layout's chunk (named on every staff page).
        ...(isHost
          ? [
              new BootFilesPlugin(webpack, {
                chunkGroup: 'bootstrap',
                pages: [
                  ...rowsOf('host')
                    .map((row) => row.page)
                    .filter((page) => page !== 'NotFound'),
                  ...layoutChunks(),
                ],
              }),
            ]
          : []),
        new MiniCssExtractPlugin({
          filename: `[name]${hash}.css`,
          // Into the <head>, or into the embed's shadow roots on a venue's website (stylesheet-insert.cjs).
          insert: insertStylesheet,
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
          // A remote alone: its runtime file, before its app (built first: `dependencies`).
          templateParameters: (compilation, files, tags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags, files, options },
            federationRuntimeFile: isHost ? undefined : runtimeFile.name,
          }),
          // The host's page shows a neutral loader until the location is loaded.
          scriptLoading: 'defer',
          // The host's page runs its entry; the embed's is loaded by dist/embed.js on venues' websites.
          ...(isHost ? { excludeChunks: [EMBED_WIDGET_ENTRY] } : {}),
          inject: 'head',
          // A remote's standalone page is served at the root of its own origin: absolute
          // script URLs keep deep links (/reserve/abc/edit) working. Its federated entry
          // keeps publicPath 'auto'.
          publicPath: '/',
        }),
        // The host's server-rendered pages: the same template with placeholders, no tags injected.
        ...(isHost && !env?.WEBPACK_SERVE
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                filename: 'page.html',
                page: true,
                inject: false,
                excludeChunks: [EMBED_WIDGET_ENTRY],
                templateParameters: (compilation, files, tags, options) => ({ htmlWebpackPlugin: { tags, files, options }, federationRuntimeFile: undefined }),
                // Minified as index.html is, but for the comments: they are the placeholders.
                minify: {
                  collapseWhitespace: true,
                  keepClosingSlash: true,
                  removeComments: false,
                  removeRedundantAttributes: true,
                  useShortDoctype: true,
                  minifyCSS: true,
                },
              }),
            ]
          : []),
        ...(production ? [precompress(req)] : []),
        ...(isHost
          ? [
              {
                apply: (compiler) =>
                  compiler.hooks.afterEmit.tap('EmbedWidgetFile', (compilation) => {
                    widgetFile.name = compilation.entrypoints
                      .get(EMBED_WIDGET_ENTRY)
                      .getFiles()
                      .find((file) => file.endsWith('.js'));
                  }),
              },
            ]
          : []),
      ],
      performance: { hints: false },
      // HTML is minified by html-webpack-plugin alone: webpack's own HTML minifier would drop
      // the comments that are page.html's placeholders (server/src/web/page-template.ts).
      optimization: {
        moduleIds: 'deterministic',
        minimize: minify(production),
        splitChunks: production ? firstViewChunks() : undefined,
        minimizeOptions: { html: false },
      },
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
