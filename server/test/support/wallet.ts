/**
 * The wallet tests' helpers: the TEST ONLY credentials of server/wallet-test-certs/ as the
 * environment gives them, a .pkpass opened (yauzl) and its signature checked with the openssl CLI,
 * and the three things a pass is made for, made as the browser makes them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { promoClaims } from '../../src/db/schema';
import type { WalletConfig } from '../../src/modules/wallet/wallet-config';
import { book } from './booking';
import { cardsOf, checkoutOk, checkoutForm, payDemo, productId } from './giftcard';
import { claim } from './promo-claim';

export const CERTS = path.resolve(__dirname, '../../wallet-test-certs');
// The same TEST ONLY variables as `npm start` and the e2e servers get (one list, in scripts/).
const { testWalletEnv } = createRequire(__filename)('../../../scripts/test-wallet-env.cjs') as {
  testWalletEnv(env: NodeJS.ProcessEnv): Record<string, string>;
};
const TEST_WALLET_ENV = testWalletEnv({});
export const PASS_TYPE_ID = TEST_WALLET_ENV.APPLE_WALLET_PASS_TYPE_ID;
export const GOOGLE_ISSUER = TEST_WALLET_ENV.GOOGLE_WALLET_ISSUER_ID;

export function walletEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { ...TEST_WALLET_ENV, ...extra };
}

/** The wallet part of the config, read from that environment the way a start reads it. */
export function walletConfig(extra: Record<string, string> = {}): WalletConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...walletEnv(extra) }).wallet;
}

/** A .pkpass's files by name. */
export function unzip(buffer: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const files: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * openssl's verdict on `signature`: a detached PKCS#7 (DER) over manifest.json, chained to the
 * test WWDR CA. Throws with openssl's words when it does not verify.
 */
export function verifyPassSignature(files: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-'));
  try {
    writeFileSync(path.join(dir, 'manifest.json'), files['manifest.json']!);
    writeFileSync(path.join(dir, 'signature'), files.signature!);
    // -purpose any: a pass certificate is not an S/MIME one (Apple checks its own OIDs).
    return execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        path.join(CERTS, 'wwdr.pem'),
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    ).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The signer certificates inside the signature (PEM), as openssl reads them. */
export function signatureCertificates(files: Record<string, Buffer>): string {
  return execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-print_certs', '-noout'], { input: files.signature! }).toString();
}

/** A paid gift card of the buyer's own: its printable page's id and its code. */
export async function buyCard(
  app: FastifyInstance,
  db: Db,
  overrides: Record<string, string | number> = {},
): Promise<{ publicId: string; code: string; fingerprint: string }> {
  const fingerprint = await checkoutOk(app, checkoutForm({ productId: await productId(db, 'cantina-aurora', 'Buono regalo'), amount: 5000, ...overrides }));
  await payDemo(app, fingerprint);
  const [card] = await cardsOf(db, fingerprint);
  return { publicId: card!.publicId, code: card!.code, fingerprint };
}

/** A claimed promo code: its page's id and the code. */
export async function claimCode(app: FastifyInstance, db: Db, email: string, language = 'it'): Promise<{ id: string; code: string }> {
  const res = await claim(app, { email, language });
  if (res.statusCode !== 200) throw new Error(`claim: ${res.body}`);
  const id = res.json().data.id as string;
  const [row] = await db.select().from(promoClaims).where(eq(promoClaims.publicId, id));
  return { id, code: row!.code };
}

/** A confirmed table on Tuesday 2 June 2026 at Cantina Aurora (the demo's "now" is the day before). */
export async function bookTable(app: FastifyInstance, form: Record<string, string | number> = {}): Promise<{ hash: string; reservation: Record<string, unknown> }> {
  const res = await book(app, 'submit', { date: '2026-06-02', time: '12:30', pax: 2, ...form });
  if (res.statusCode !== 200) throw new Error(`book: ${res.body}`);
  const { reservation } = res.json().data;
  return { hash: reservation.hash, reservation };
}
