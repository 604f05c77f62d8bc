/**
 * The wallets' configuration (docs/wallet.md): off without their variables, on with a full set
 * read from the files, and a start refused, with every reason, for a partial set, a file that
 * cannot be read, a passphrase that does not open the key, a key file that is not a service
 * account's. The committed TEST ONLY files are the ones whose fingerprints a production start refuses.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { testCredentialsInUse } from '../src/modules/wallet/test-credential-check';
import { CERTS, walletEnv } from './support/wallet';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
const refusal = (env: Record<string, string>): string => {
  try {
    load(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the start was not refused');
};

test('without the variables both wallets are off', () => {
  expect(load({}).wallet).toEqual({});
});

test('a full set turns each wallet on, with the files’ contents and the default Google addresses', () => {
  const { apple, google } = load(walletEnv()).wallet;
  expect(apple).toMatchObject({ passTypeId: 'pass.example.convivio.test', teamId: 'TESTTEAM01', signerKeyPassphrase: 'test-only' });
  expect(apple!.signerCert).toMatch(/^-----BEGIN CERTIFICATE-----/);
  expect(apple!.apns).toBeUndefined();
  expect(google).toMatchObject({
    issuerId: '3388000000000000001',
    apiUrl: 'https://walletobjects.googleapis.com',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    serviceAccount: { clientEmail: 'wallet-test@convivio-wallet-test.iam.gserviceaccount.com' },
  });
  // One wallet alone.
  const appleOnly = walletEnv();
  delete appleOnly.GOOGLE_WALLET_ISSUER_ID;
  delete appleOnly.GOOGLE_WALLET_KEY_FILE;
  expect(Object.keys(load(appleOnly).wallet)).toEqual(['apple']);
  expect(load({ ...walletEnv(), APNS_KEY_ID: 'TESTKEY001', APNS_KEY_FILE: path.join(CERTS, 'apns-test-key.p8') }).wallet.apple!.apns).toMatchObject({
    keyId: 'TESTKEY001',
    teamId: 'TESTTEAM01',
    url: 'https://api.push.apple.com',
  });
});

test('a partial set, an unreadable file, a wrong passphrase or a bad key file stop the start with every reason', () => {
  const message = refusal({
    APPLE_WALLET_PASS_TYPE_ID: 'pass.example.convivio.test',
    GOOGLE_WALLET_ISSUER_ID: '3388000000000000001',
    APNS_KEY_ID: 'TESTKEY001',
  });
  expect(message).toMatch(/Apple Wallet needs all of .*; missing APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT_FILE, APPLE_WALLET_KEY_FILE, APPLE_WALLET_WWDR_FILE/);
  expect(message).toMatch(/Google Wallet needs all of GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_KEY_FILE; missing GOOGLE_WALLET_KEY_FILE/);
  expect(message).toMatch(/APNs needs all of APNS_KEY_ID, APNS_KEY_FILE; missing APNS_KEY_FILE/);

  expect(refusal({ ...walletEnv(), APPLE_WALLET_KEY_PASSPHRASE: 'wrong' })).toMatch(/APPLE_WALLET_KEY_PASSPHRASE does not open it/);
  expect(refusal({ ...walletEnv(), APPLE_WALLET_WWDR_FILE: '/nonexistent/wwdr.pem' })).toMatch(/APPLE_WALLET_WWDR_FILE: cannot read \/nonexistent\/wwdr.pem \(ENOENT\)/);
  expect(refusal({ ...walletEnv(), APPLE_WALLET_CERT_FILE: path.join(CERTS, 'README.md') })).toMatch(/APPLE_WALLET_CERT_FILE: not a PEM certificate/);
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-config-'));
  writeFileSync(path.join(dir, 'key.json'), JSON.stringify({ type: 'authorized_user' }));
  expect(refusal({ ...walletEnv(), GOOGLE_WALLET_KEY_FILE: path.join(dir, 'key.json') })).toMatch(/GOOGLE_WALLET_KEY_FILE: not a service account key/);
  expect(refusal({ ...walletEnv(), APPLE_WALLET_TEAM_ID: 'team' })).toMatch(/APPLE_WALLET_TEAM_ID/);
});

test('the committed TEST ONLY files are the ones the fingerprints name (scripts/make-wallet-test-certs.mjs writes both)', () => {
  const config = load({ ...walletEnv(), APNS_KEY_ID: 'TESTKEY001', APNS_KEY_FILE: path.join(CERTS, 'apns-test-key.p8') });
  expect(testCredentialsInUse(config.wallet)).toEqual([
    'APPLE_WALLET_WWDR_FILE',
    'APPLE_WALLET_CERT_FILE',
    'APPLE_WALLET_KEY_FILE',
    'APNS_KEY_FILE',
    'GOOGLE_WALLET_KEY_FILE',
  ]);
});
