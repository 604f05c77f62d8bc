/** ALTCHA bot check: challenge call, one-time verification, replays, tampering, pruning. */
import { createChallenge, solveChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, sql } from 'drizzle-orm';
import { appSecrets, botCheckUsed } from '../src/db/schema';
import { keySignatureSecret } from '../src/modules/bot-check/bot-check';
import { resolveHmacKey } from '../src/modules/bot-check/hmac-key';
import { verifySignedSolution } from '../src/modules/bot-check/signed-solution';
import { pruneUsedChallenges } from '../src/modules/bot-check/used-challenges';
import { solvedBotCheck } from './support/bot-check';
import { type TestApp, callApi, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the challenge call answers an ALTCHA v2 challenge, not cached, cheap in tests', async () => {
  const res = await callApi(t.app, '/botcheck/challenge');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { data } = res.json();
  expect(data).toEqual({
    parameters: expect.objectContaining({ algorithm: 'SHA-256', cost: 1, nonce: expect.any(String), keyPrefix: expect.any(String), expiresAt: expect.any(Number) }),
    signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(data.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
});

test('the challenge needs the front-page token like every call', async () => {
  expect((await callApi(t.app, '/botcheck/challenge', { token: null })).statusCode).toBe(401);
});

test('a solved challenge passes once; its replay is refused', async () => {
  const payload = await solvedBotCheck(t.app);
  await expect(t.app.botCheck.verify(payload)).resolves.toBeUndefined();
  await expect(t.app.botCheck.verify(payload)).rejects.toMatchObject({ statusCode: 403, code: 'BOT_CHECK_FAILED', message: expect.stringContaining('already used') });
});

test('two simultaneous uses of one solution: exactly one passes', async () => {
  const payload = await solvedBotCheck(t.app);
  const results = await Promise.allSettled(Array.from({ length: 5 }, () => t.app.botCheck.verify(payload)));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
});

test('missing, malformed, wrong or tampered payloads are refused', async () => {
  const good = JSON.parse(Buffer.from(await solvedBotCheck(t.app), 'base64').toString());
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
  const wrongKey = { ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } };
  const tampered = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt + 3600 } } };
  const unsigned = { ...good, challenge: { parameters: good.challenge.parameters } };
  for (const payload of [undefined, '', 'not base64 json', encode({}), encode(wrongKey), encode(tampered), encode(unsigned)]) {
    await expect(t.app.botCheck.verify(payload)).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
  }
  // none of the refused ones spent the genuine challenge
  await expect(t.app.botCheck.verify(encode(good))).resolves.toBeUndefined();
});

test("the check computed in the call gives altcha-lib's verdict on every payload a client can send", async () => {
  const hmacKey = await resolveHmacKey(t.db, t.app.config.altchaHmacKey);
  const keySecret = keySignatureSecret(hmacKey);
  const good: Payload = JSON.parse(Buffer.from(await solvedBotCheck(t.app), 'base64').toString());
  // A challenge of this server's whose time ran out (signed as bot-check.ts signs, an hour ago).
  const old = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt: new Date(Date.now() - 3_600_000),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySecret,
  });
  const expired: Payload = { challenge: old, solution: (await solveChallenge({ challenge: old, deriveKey }))! };
  const params = good.challenge.parameters;
  const withSolution = (solution: object) => ({ ...good, solution: { ...good.solution, ...solution } }) as Payload;
  const payloads: Record<string, Payload> = {
    genuine: good,
    expired,
    'another derived key': withSolution({ derivedKey: '00'.repeat(32) }),
    'the key in capitals': withSolution({ derivedKey: good.solution.derivedKey.toUpperCase() }),
    'the key of odd length': withSolution({ derivedKey: `${good.solution.derivedKey}0` }),
    'a negative counter': withSolution({ counter: -1 }),
    'a counter with a fraction': withSolution({ counter: 1.5 }),
    'a counter as text': withSolution({ counter: String(good.solution.counter) }),
    'no solution': { ...good, solution: undefined } as unknown as Payload,
    'a later expiry': { ...good, challenge: { ...good.challenge, parameters: { ...params, expiresAt: params.expiresAt! + 3600 } } },
    'another key signature': { ...good, challenge: { ...good.challenge, parameters: { ...params, keySignature: 'ab'.repeat(32) } } },
    'no signature': { ...good, challenge: { parameters: params } } as Payload,
    'a signature in capitals': { ...good, challenge: { ...good.challenge, signature: good.challenge.signature!.toUpperCase() } },
  };
  const verdicts = await Promise.all(
    Object.entries(payloads).map(async ([name, payload]) => {
      const library = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      const expected = library?.verified ? 'verified' : library?.expired ? 'expired' : 'rejected';
      return { name, ours: verifySignedSolution(payload, hmacKey, keySecret), expected };
    }),
  );
  for (const v of verdicts) expect(v).toEqual({ name: v.name, ours: v.expected, expected: v.expected });
  // The cases are not all one answer: the genuine one passes, the old one has expired.
  expect(verdicts.filter((v) => v.ours === 'verified').map((v) => v.name)).toEqual(['genuine']);
  expect(verdicts.find((v) => v.name === 'expired')?.ours).toBe('expired');
});

test('a challenge signed with another key is refused', async () => {
  const other = await createTestApp({ config: { altchaHmacKey: 'another-key-0123456789' } });
  try {
    const payload = await solvedBotCheck(other.app);
    await expect(t.app.botCheck.verify(payload)).rejects.toMatchObject({ code: 'BOT_CHECK_FAILED' });
  } finally {
    await other.close();
  }
});

test('expired used challenges are pruned', async () => {
  await t.db.insert(botCheckUsed).values({ nonce: 'old', expiresAt: new Date(Date.now() - 1000) });
  expect(await pruneUsedChallenges(t.db)).toBeGreaterThanOrEqual(1);
  const [left] = await t.db
    .select({ n: count() })
    .from(botCheckUsed)
    .where(sql`nonce = 'old'`);
  expect(left!.n).toBe(0);
});

test('without ALTCHA_HMAC_KEY a key is generated once and kept', async () => {
  const first = await resolveHmacKey(t.db, undefined);
  expect(first.length).toBeGreaterThanOrEqual(40);
  expect(await resolveHmacKey(t.db, undefined)).toBe(first);
  expect(await resolveHmacKey(t.db, 'from-the-environment-key')).toBe('from-the-environment-key');
  expect(await t.db.select().from(appSecrets)).toHaveLength(1);
});
