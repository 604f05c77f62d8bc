// The build of a webpack/test/ case: runs the compiler once and closes it; rejects on a compile
// error, with webpack's own summary of the errors.
function runCompiler(compiler) {
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error ? reject(error) : compiler.close(() => (stats.hasErrors() ? reject(new Error(stats.toString('errors-only'))) : resolve(stats))),
    ),
  );
}

module.exports = { runCompiler };
