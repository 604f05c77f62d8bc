// A remote's browser build resolves '@module-federation/runtime-core' here (webpack/federation-
// replacements.cjs): the core the page lends under the remote's runtime key, not a copy in its entry.
const { borrowedRuntime } = require('./runtime-registry.js');

module.exports = borrowedRuntime().core;
