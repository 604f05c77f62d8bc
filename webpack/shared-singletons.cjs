// The libraries every app must share as one instance per page. The trailing-slash keys
// share subpath imports (react/jsx-runtime, react-dom/client); without them those are
// bundled twice. `@venue/shared` holds the jotai atoms and the i18n instance, so a second
// copy would split the state. `@venue/shared/forms` is its own singleton, fetched only by the
// pages that have a form, and `@venue/shared/staff` (the door page's session atom and calls) by
// the staff screens only. The router and react-i18next are not listed: they reach every
// app through @venue/shared (shared/src/router/, shared/src/i18n/react.ts), where they are
// tree-shaken; a shared library is not.
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'jotai', 'i18next', '@venue/shared', '@venue/shared/forms', '@venue/shared/staff'];

/** The package a key belongs to ('react/' → react, '@venue/shared/forms' → @venue/shared). */
function packageOf(key) {
  const parts = key.split('/').filter(Boolean);
  return key.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The shared config of one app. A remote states the versions it was built with (the federation
 * runtime warns when the page's singleton does not satisfy them: QA sees a remote built against
 * another React). The host provides the page's singletons itself, so its check could never fail:
 * it is left out (`requiredVersion: false`), which spares every page the runtime's semver parsing
 * on the start's critical path.
 * @param {NodeJS.Require} req
 * @param {{ provider?: boolean }} [options] provider: the host
 */
function sharedSingletons(req, { provider = false } = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const { version } = req(`${packageOf(key)}/package.json`);
    shared[key] = { singleton: true, requiredVersion: provider ? false : `^${version}`, version };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
