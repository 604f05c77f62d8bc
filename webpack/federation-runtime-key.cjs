// The runtime key: the name of the federation runtime a build lends (the host, a remote's runtime
// file) or borrows (a remote's entry). A remote borrows the page's runtime only under the key it
// was built with (docs/federation.md, "The runtime key"); the key changes with the versions of
// the runtime packages and with any file of webpack/federation-runtime/, the two sides of the loan.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { federationRuntimePackages } = require('./federation-packages.cjs');

const CONTRACT_DIR = path.join(__dirname, 'federation-runtime');

/**
 * `<runtime-core version>-<hash>`, e.g. `2.9.2-1a2b3c4d`.
 * SIMULATE_FEDERATION_RUNTIME_VERSION stands in for the runtime-core version, in the key only (the
 * code built is the same): e2e/tests/runtime-versions.spec.ts builds a remote "against another
 * runtime" with it. Never set it for a deployment.
 * @param {NodeJS.Require} req a require from the app's folder
 */
function federationRuntimeKey(req) {
  const packages = federationRuntimePackages(req);
  const simulated = process.env.SIMULATE_FEDERATION_RUNTIME_VERSION;
  const hash = createHash('sha256');
  for (const [name, { version }] of Object.entries(packages)) hash.update(`${name}@${version}\n`);
  if (simulated) hash.update(`simulated ${simulated}\n`);
  for (const file of fs.readdirSync(CONTRACT_DIR).sort()) hash.update(`${file}\n`).update(fs.readFileSync(path.join(CONTRACT_DIR, file)));
  const core = simulated || packages['@module-federation/runtime-core'].version;
  return `${core}-${hash.digest('hex').slice(0, 8)}`;
}

module.exports = { federationRuntimeKey };
