// The TEST ONLY wallet credentials (server/wallet-test-certs/, docs/wallet.md) as a start's
// environment, for the starts that show the demo: `npm start` (scripts/start.mjs) and the e2e
// servers (e2e/support/server.ts). Real signed files and links that no iPhone or Google account
// trusts. CommonJS so that both the ES module start and Playwright's compiled specs load it.
const path = require('node:path');

const certs = path.resolve(__dirname, '..', 'server', 'wallet-test-certs');

/** Any of these set by the caller turns the test ones off: one's own credentials are never mixed with them. */
const WALLET_VARIABLE = /^(APPLE_WALLET|APNS|GOOGLE_WALLET|GOOGLE_OAUTH)_/;

/**
 * The variables to add to `env` for the wallets to run on the test credentials; none when `env`
 * already has a wallet variable.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
function testWalletEnv(env) {
  if (Object.keys(env).some((name) => WALLET_VARIABLE.test(name))) return {};
  return {
    APPLE_WALLET_PASS_TYPE_ID: 'pass.example.convivio.test',
    APPLE_WALLET_TEAM_ID: 'TESTTEAM01',
    APPLE_WALLET_CERT_FILE: path.join(certs, 'pass-signer.pem'),
    APPLE_WALLET_KEY_FILE: path.join(certs, 'pass-signer.key.pem'),
    APPLE_WALLET_KEY_PASSPHRASE: 'test-only',
    APPLE_WALLET_WWDR_FILE: path.join(certs, 'wwdr.pem'),
    GOOGLE_WALLET_ISSUER_ID: '3388000000000000001',
    GOOGLE_WALLET_KEY_FILE: path.join(certs, 'google-service-account.json'),
  };
}

module.exports = { testWalletEnv };
