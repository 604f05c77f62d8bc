/**
 * The TEST ONLY wallet credentials committed in server/wallet-test-certs/ (written by
 * scripts/make-wallet-test-certs.mjs, with this file): what the demo start uses, and the SHA-256
 * fingerprints a production start refuses (production-checks.ts). A certificate's is of its DER,
 * a key's of its public half (SPKI DER), so the same key in another file is caught too.
 */
export const TEST_PASS_TYPE_ID = 'pass.example.convivio.test';
export const TEST_TEAM_ID = 'TESTTEAM01';
export const TEST_KEY_PASSPHRASE = 'test-only';

export const TEST_CREDENTIAL_FINGERPRINTS = {
  appleWwdr: '69a32dd7450258108387b7ab933754f9ad1857b8bbf2a4c60772e8062bee3fec',
  appleSigner: '7b376b4c66d07f6ac0eec7ca181be8481429b7c80f2b5c3e237d7146a4c1002d',
  appleSignerKey: '578927a460f018ef869e5a95ee5f9729367bd3b5d05f811e66852fd47b6e4a00',
  googleKey: 'e7a4e8bb24d2ccf3f9b5c01d42efe30ddbac2b34cf7395dacf7f2240fc08691f',
  apnsKey: '19d4e7cc16f8d0a2f989b09b8a9d3ae22ceae58eb71e8fe11fc3820f56887ad6',
} as const;
