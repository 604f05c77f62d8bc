// The production browser build writes a brotli (.br) and a gzip (.gz) copy beside each text
// file, compressed once at the highest levels: the server sends the copy a browser accepts
// (server/src/web/static-files.ts) instead of compressing files per request.
const zlib = require('node:zlib');

// Scripts, stylesheets, JSON (texts, manifests), HTML and SVG, and WebAssembly (the door page's QR
// decoder, about 1 MB that compresses to under half). Not images, whose formats are compressed
// already, nor source maps, which are never served (server/src/web/public-build-files.ts).
const TEXT_FILE = /\.(js|css|json|html|svg|wasm)$/;
const PLUGIN = 'PrecompressPlugin';

/** @param {NodeRequire} req the app's own require (webpack/app-config.cjs) */
function precompress(req) {
  const CompressionPlugin = req('compression-webpack-plugin');
  // A copy that saves too little (minRatio, the library's default) is not written: the file goes as it is.
  const copies = [
    new CompressionPlugin({
      test: TEXT_FILE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
    }),
    new CompressionPlugin({ test: TEXT_FILE, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
  return {
    apply(compiler) {
      const { Compilation } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        // The copies are made last: RemoteManifestPlugin rewrites mf-manifest.json at the REPORT
        // stage, after the stage CompressionPlugin asks for, which would leave a stale copy.
        compilation.hooks.processAssets.intercept({
          register: (tap) => (tap.name === CompressionPlugin.name ? { ...tap, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 } : tap),
        });
      });
      for (const copy of copies) copy.apply(compiler);
    },
  };
}

module.exports = { precompress };
