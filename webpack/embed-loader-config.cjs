// The booking embed's loader (host/src/features/embed/loader/): `dist/embed.js`, the one file a
// venue's website names (`<script src="https://<this site>/embed.js" async>`). A build of its own,
// without React, module federation or webpack's chunk runtime: it must stay within 10 KB gzipped
// (bench/embed.mjs). It defines the <venue-booking> element and, once an element comes near the
// screen, loads the widget: the host build's `embed-app` entry, whose file name (content-hashed)
// it is given here, the host's browser build having run first (`dependencies`).

/**
 * @param {object} app     the host (webpack/app-config.cjs)
 * @param {import('webpack')} webpack the app's own webpack
 * @param {{ production: boolean, dist: string, widgetFile: () => string | undefined, after: string, plugins?: object[] }} options
 *   widgetFile: the embed-app entry's file, asked when the loader is built; after: the name of the build that emits it;
 *   plugins: more plugins (the production build's compressed copies)
 */
function embedLoaderConfig(app, webpack, { production, dist, widgetFile, after, plugins = [] }) {
  return {
    name: `${app.name}-embed-loader`,
    dependencies: [after],
    context: app.dir,
    target: ['web', 'es2017'],
    entry: { embed: './src/features/embed/loader/embed-loader.ts' },
    mode: production ? 'production' : 'development',
    devtool: false,
    // Beside the host's files: served at /embed.js (server/src/web/cache-policy.ts says for how long).
    output: { path: dist, filename: '[name].js', iife: true, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true, compilerOptions: { target: 'es2017' } } }],
    },
    plugins: [
      new webpack.DefinePlugin({
        __EMBED_WIDGET_FILE__: webpack.DefinePlugin.runtimeValue(() => {
          const file = widgetFile();
          if (!file) throw new Error("embedLoaderConfig: the host's embed-app entry is not built yet");
          return JSON.stringify(file);
        }, true),
      }),
      ...plugins,
    ],
    performance: { hints: false },
    optimization: { concatenateModules: true },
  };
}

module.exports = { embedLoaderConfig, EMBED_LOADER_FILE: 'embed.js', EMBED_WIDGET_ENTRY: 'embed-app' };
