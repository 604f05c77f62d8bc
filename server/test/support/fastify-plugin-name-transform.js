/**
 * Fastify names a plugin that has no name of its own (every `app.register(fn)` of the server's)
 * by searching require.cache for a module whose whole exports is that function, twice per plugin.
 * In Jest's sandbox require.cache is a proxy over the test file's whole module registry (some
 * 1,800 modules): 10-25 ms a search, a quarter to half a second of CPU per app the tests build.
 * The search finds nothing in this server (TypeScript's modules export objects, never the
 * function itself; checked: no hit in the suite), so the name is the function's either way:
 * under Jest fastify goes straight to it. The name serves fastify's messages only; the running
 * server is left as it is.
 */
const SEARCH = 'const cache = require.cache';

module.exports = {
  process(source, filename) {
    // A fastify that changed this fails here, not silently slow.
    if (!source.includes(SEARCH)) throw new Error(`${filename}: fastify no longer searches require.cache this way; update ${__filename}`);
    return { code: source.replace(SEARCH, 'const cache = undefined') };
  },
  getCacheKey(source, filename) {
    return require('crypto').createHash('sha1').update('fastify-plugin-name-v1').update(filename).update(source).digest('hex');
  },
};
