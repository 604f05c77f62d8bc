// V8's explicit compile hint (Chrome 136+): a file whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled as it streams in, on a
// background thread, instead of each one on the main thread the first time it runs. Nearly
// every function of our code files runs when they load (the federation runtime's start, the
// libraries' and @venue/shared's modules, hydration, a page's components), so that compile work
// was a good part of the long tasks after the first paint (docs/server-rendering.md).
// Texts are JSON files, not scripts (webpack/texts.cjs). Other browsers read a comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const PLUGIN = 'CompileHintsPlugin';

class CompileHintsPlugin {
  apply(compiler) {
    const { BannerPlugin, Compilation, javascript } = compiler.webpack;
    // On top of every JavaScript file: after minification (which would drop
    // the comment) and before the source maps are written (which then count the line).
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
    // The line is added after the hashes are computed: it must still count in them, or a build
    // with it would keep the names of a build without it (webpack does not even write a file
    // whose hashed name already exists, and browsers keep those files a year).
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.fullHash.tap(PLUGIN, (hash) => hash.update(COMPILE_HINT));
      javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).chunkHash.tap(PLUGIN, (_chunk, hash) => hash.update(COMPILE_HINT));
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
