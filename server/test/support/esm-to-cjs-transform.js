/**
 * A few dependencies ship ES modules only (e.g. content-disposition 3, used by
 * @fastify/static). Node 20 loads them with require(esm); Jest's module system does not, so
 * this transform compiles them to CommonJS with the TypeScript compiler already installed.
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const out = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true },
    });
    return { code: out.outputText };
  },
  getCacheKey(source, filename) {
    return require('crypto').createHash('sha1').update('esm-v1').update(filename).update(source).digest('hex');
  },
};
