// Puts our modules in place of some of the federation packages' own (webpack/federation-
// replacements.cjs lists them), as webpack's NormalModuleReplacementPlugin does, and fails the
// build when a pattern replaced nothing: a package upgrade that moves or renames a file must stop
// the build, not ship the package's module unpatched.
const path = require('node:path');

const NAME = 'CheckedReplacementPlugin';

class CheckedReplacementPlugin {
  /**
   * @param {typeof import('webpack')} webpack the app's own webpack
   * @param {{ pattern: RegExp, file: string }[]} replacements a request (before it is resolved)
   *   or a resolved file that `pattern` matches becomes `file` (an absolute path)
   */
  constructor(webpack, replacements) {
    for (const { pattern, file } of replacements) {
      if (!(pattern instanceof RegExp) || !path.isAbsolute(file)) throw new Error(`${NAME}: each replacement is { pattern: RegExp, file: absolute path }`);
    }
    this.webpack = webpack;
    this.replacements = replacements;
  }

  apply(compiler) {
    const ownFiles = new Set(this.replacements.map((r) => r.file));
    // Over the compiler's life: a watch rebuild resolves only the modules that changed.
    const used = new Set();
    const replacementOf = (target) => (ownFiles.has(target) ? undefined : this.replacements.find((r) => r.pattern.test(target)));

    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (data) => {
        const replacement = replacementOf(data.request);
        if (!replacement) return;
        used.add(replacement);
        data.request = replacement.file;
      });
      factory.hooks.afterResolve.tap(NAME, (data) => {
        const replacement = replacementOf(data.createData.resource);
        if (!replacement) return;
        used.add(replacement);
        data.createData.resource = replacement.file;
      });
    });

    // A replacement's named imports from the package (its dist/ files) must exist: an export
    // renamed by an upgrade is a build error, not an `undefined` at run time. Rules see the
    // original file of a resolved module, our file for a replaced request.
    compiler.options.module.rules.push({
      test: (resource) => ownFiles.has(resource) || this.replacements.some((r) => r.pattern.test(resource)),
      parser: { exportsPresence: 'error' },
    });

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, () => {
        for (const replacement of this.replacements) {
          if (used.has(replacement)) continue;
          const file = path.relative(compiler.context, replacement.file);
          compilation.errors.push(
            new this.webpack.WebpackError(
              `${NAME}: ${replacement.pattern} matched no module, so ${file} replaced nothing (did an upgrade move the file it replaces? docs/federation.md)`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { CheckedReplacementPlugin };
