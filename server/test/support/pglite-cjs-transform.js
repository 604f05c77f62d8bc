/**
 * PGlite's CommonJS build loads Node built-ins with `import("fs")`. Jest runs test code in a
 * vm context where dynamic import needs --experimental-vm-modules, so a plain `npx jest`
 * would crash. We rewrite those literal imports into `require` calls (captured at the top of
 * the file, because the bundle declares its own `var require` in an inner scope).
 */
const IMPORT_RE = /\bimport\((["'])([\w:/.-]+)\1\)/g;

module.exports = {
  process(source) {
    const code = 'const __pgliteRequire = require;\n' + source.replace(IMPORT_RE, (_m, q, name) => `Promise.resolve(__pgliteRequire(${q}${name}${q}))`);
    return { code };
  },
  getCacheKey(source, filename) {
    return require('crypto').createHash('sha1').update('v1').update(filename).update(source).digest('hex');
  },
};
