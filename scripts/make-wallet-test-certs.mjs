#!/usr/bin/env node
// Makes the TEST ONLY wallet credentials in server/wallet-test-certs/ (docs/wallet.md): a CA
// standing in for Apple's WWDR, a pass signer certificate it issued (key under a passphrase), a
// Google-style service account key, an APNs-style .p8 key, and the fingerprints a production start
// refuses (server/src/modules/wallet/test-credentials.ts). Needs the openssl CLI. Run it again only
// to replace them all: the files are committed, so the demo start and the tests use the same ones.
import { execFileSync } from 'node:child_process';
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './workspace.mjs';

const out = path.join(root, 'server/wallet-test-certs');
const fingerprintsFile = path.join(root, 'server/src/modules/wallet/test-credentials.ts');
const PASS_TYPE_ID = 'pass.example.convivio.test';
const TEAM_ID = 'TESTTEAM01';
const PASSPHRASE = 'test-only';
const work = mkdtempSync(path.join(tmpdir(), 'wallet-test-certs-'));
// Its progress dots stay quiet; a failure still throws with what openssl said.
const openssl = (...args) => execFileSync('openssl', args, { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
const file = (name) => path.join(work, name);

// The stand-in for Apple's WWDR intermediate: a CA that signs the pass certificate.
openssl(
  'req',
  '-x509',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-keyout',
  file('ca.key'),
  '-out',
  file('wwdr.pem'),
  '-days',
  '7300',
  '-sha256',
  '-subj',
  '/CN=TEST ONLY Worldwide Developer Relations stand-in/OU=TEST ONLY/O=Convivio tests/C=IT',
  '-addext',
  'basicConstraints=critical,CA:TRUE',
  '-addext',
  'keyUsage=critical,keyCertSign,cRLSign',
);

// The pass signer: subject as Apple writes it (UID = pass type id, OU = team id).
openssl(
  'req',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-keyout',
  file('signer.key'),
  '-out',
  file('signer.csr'),
  '-subj',
  `/UID=${PASS_TYPE_ID}/CN=Pass Type ID: ${PASS_TYPE_ID} (TEST ONLY)/OU=${TEAM_ID}/O=Convivio tests/C=IT`,
);
writeFileSync(file('signer.ext'), 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=codeSigning\n');
openssl(
  'x509',
  '-req',
  '-in',
  file('signer.csr'),
  '-CA',
  file('wwdr.pem'),
  '-CAkey',
  file('ca.key'),
  '-CAcreateserial',
  '-out',
  file('pass-signer.pem'),
  '-days',
  '7300',
  '-sha256',
  '-extfile',
  file('signer.ext'),
);
// The key under a passphrase, in the PEM form node-forge (passkit-generator's signer) reads.
openssl('rsa', '-in', file('signer.key'), '-out', file('pass-signer.key.pem'), '-aes256', '-traditional', '-passout', `pass:${PASSPHRASE}`);

for (const name of ['wwdr.pem', 'pass-signer.pem', 'pass-signer.key.pem']) writeFileSync(path.join(out, name), readFileSync(file(name)));

// A Google-style service account key file: the fields Google's JSON keys carry.
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const googleKey = {
  type: 'service_account',
  project_id: 'convivio-wallet-test',
  private_key_id: randomBytes(20).toString('hex'),
  private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  client_email: 'wallet-test@convivio-wallet-test.iam.gserviceaccount.com',
  client_id: String(BigInt(`0x${randomBytes(8).toString('hex')}`)),
  auth_uri: 'https://accounts.google.com/o/oauth2/auth',
  token_uri: 'https://oauth2.googleapis.com/token',
  auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
  client_x509_cert_url: 'https://www.googleapis.com/robot/v1/metadata/x509/wallet-test%40convivio-wallet-test.iam.gserviceaccount.com',
  universe_domain: 'googleapis.com',
};
writeFileSync(path.join(out, 'google-service-account.json'), `${JSON.stringify(googleKey, null, 2)}\n`);
writeFileSync(path.join(out, 'google-service-account.pub.pem'), google.publicKey.export({ type: 'spki', format: 'pem' }));

// An APNs-style token key (.p8: a P-256 key in PKCS#8), for the push tests.
const apns = generateKeyPairSync('ec', { namedCurve: 'P-256' });
writeFileSync(path.join(out, 'apns-test-key.p8'), apns.privateKey.export({ type: 'pkcs8', format: 'pem' }));

rmSync(work, { recursive: true, force: true });

// SHA-256 of each certificate (DER) and of each key's public half (SPKI DER).
const certPrint = (name) => new X509Certificate(readFileSync(path.join(out, name))).fingerprint256.replace(/:/g, '').toLowerCase();
const keyPrint = (pem, passphrase) =>
  createHash('sha256')
    .update(createPublicKey(createPrivateKey({ key: pem, ...(passphrase ? { passphrase } : {}) })).export({ type: 'spki', format: 'der' }))
    .digest('hex');
const prints = {
  appleWwdr: certPrint('wwdr.pem'),
  appleSigner: certPrint('pass-signer.pem'),
  appleSignerKey: keyPrint(readFileSync(path.join(out, 'pass-signer.key.pem')), PASSPHRASE),
  googleKey: keyPrint(googleKey.private_key),
  apnsKey: keyPrint(readFileSync(path.join(out, 'apns-test-key.p8'))),
};
writeFileSync(
  fingerprintsFile,
  `/**
 * The TEST ONLY wallet credentials committed in server/wallet-test-certs/ (written by
 * scripts/make-wallet-test-certs.mjs, with this file): what the demo start uses, and the SHA-256
 * fingerprints a production start refuses (production-checks.ts). A certificate's is of its DER,
 * a key's of its public half (SPKI DER), so the same key in another file is caught too.
 */
export const TEST_PASS_TYPE_ID = '${PASS_TYPE_ID}';
export const TEST_TEAM_ID = '${TEAM_ID}';
export const TEST_KEY_PASSPHRASE = '${PASSPHRASE}';

export const TEST_CREDENTIAL_FINGERPRINTS = {
${Object.entries(prints)
  .map(([name, print]) => `  ${name}: '${print}',\n`)
  .join('')}} as const;
`,
);
console.log(`TEST ONLY wallet credentials written to ${path.relative(root, out)}/ and ${path.relative(root, fingerprintsFile)}`);
