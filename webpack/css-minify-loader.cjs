// A stylesheet minified before css-loader reads it, by webpack's own CSS minifier
// (`webpack.css.syntax.cssMinify`): comments and indentation were about a quarter of the compressed
// bytes of the stylesheets every page's head waits for. Minified here rather than as an emitted
// asset: a minimizer of mini-css-extract-plugin's files changes them after the webpack runtime
// named them by their content hash, and the runtime then asks for a file that is not there.
// CSS Modules' class names come from the file's path and the class's name, not its text, so the
// server build (which does not minify) names them the same.
module.exports = function cssMinifyLoader(source, sourceMap) {
  const done = this.async();
  const { cssMinify } = this._compiler.webpack.css.syntax;
  cssMinify({ [this.resourcePath]: source }, sourceMap).then(
    (result) => {
      if (result.errors?.length) return done(new Error(result.errors.map(String).join('\n')));
      for (const warning of result.warnings ?? []) this.emitWarning(warning instanceof Error ? warning : new Error(String(warning)));
      done(null, result.code, result.map);
    },
    (error) => done(error),
  );
};
