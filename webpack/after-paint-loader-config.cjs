// The host's after-paint loader (host/src/after-paint/): a build of its own, for ES5 and without
// webpack's module runtime, to dist/after-paint/after-paint-loader.js. The server inlines it at
// the end of every server-rendered page (server/src/web/page-document.ts).
const path = require('node:path');

/** `dist`: the app's build folder (webpack/app-config.cjs, distDir). */
function afterPaintLoaderConfig(app, argv, dist) {
  const production = argv.mode === 'production';
  return {
    name: `${app.name}-after-paint-loader`,
    context: app.dir,
    target: ['web', 'es5'],
    entry: { 'after-paint-loader': './src/after-paint/after-paint-entry.ts' },
    mode: production ? 'production' : 'development',
    devtool: false,
    output: { path: path.join(dist, 'after-paint'), filename: '[name].js', clean: true, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'ts-loader',
          // TypeScript 6 deprecates the ES5 target (7 drops it: docs/decisions.md); it is still
          // what this file must be, so the deprecation is acknowledged here, for this build only.
          options: {
            transpileOnly: true,
            onlyCompileBundledFiles: true,
            compilerOptions: { target: 'es5', lib: ['es2015', 'dom'], ignoreDeprecations: '6.0' },
          },
        },
      ],
    },
    performance: { hints: false },
    optimization: { concatenateModules: true },
  };
}

module.exports = { afterPaintLoaderConfig };
