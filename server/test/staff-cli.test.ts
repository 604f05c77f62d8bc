/** The staff tool against a listening server: lookup, redeem, refused second redemption, usage. */
import { eq } from 'drizzle-orm';
import { runStaffCli } from '../src/cli/staff-main';
import { promoClaims } from '../src/db/schema';
import { formatPromoCode } from '../src/modules/promotions/promo-code';
import { STAFF, claim } from './support/promo-claim';
import { type TestApp, createTestApp } from './support/test-app';
import { listenOnStaffSide } from './support/staff-side';

let t: TestApp;
let api: string;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The tools talk to the staff origin (src/web/staff-side.ts).
  api = await listenOnStaffSide(t.app);
  await claim(t.app, { email: 'cli@example.com', firstName: 'Carla', lastName: 'Neri' });
  const [row] = await t.db.select().from(promoClaims).where(eq(promoClaims.email, 'cli@example.com'));
  code = formatPromoCode(row!.code);
});
afterAll(() => t.close());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runStaffCli(argv, { env: { STAFF_API_URL: api }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

test('promo:lookup prints the code, its state and who claimed it', async () => {
  const r = await run('promo:lookup', code.toLowerCase(), '--venue', 'cantina-aurora', '--token', STAFF.aurora);
  expect(r.exit).toBe(0);
  expect(r.out).toContain(code);
  expect(r.out).toContain('valid, not used yet');
  expect(r.out).toContain('Carla Neri');
});

test('promo:redeem once, then refused with the date of the first', async () => {
  const first = await run('promo:redeem', code, '--venue', 'cantina-aurora', '--token', STAFF.aurora);
  expect(first).toMatchObject({ exit: 0 });
  expect(first.out).toContain('REDEEMED');
  const second = await run('promo:redeem', code, '--venue', 'cantina-aurora', '--token', STAFF.aurora, '--json');
  expect(second.exit).toBe(1);
  expect(JSON.parse(second.out)).toEqual({
    error: {
      code: 'PROMO_CODE_USED',
      message: expect.stringContaining('already used on 2026-06-01T10:00:00+02:00 by demo'),
      details: { usedAt: '2026-06-01T10:00:00+02:00', usedBy: 'demo' },
    },
  });
});

test('a token of another venue, a missing token, an unknown command', async () => {
  expect((await run('promo:lookup', code, '--venue', 'cantina-aurora', '--token', STAFF.chalet)).err).toContain('PROMO_CODE_NOT_FOUND');
  expect(await run('promo:lookup', code)).toMatchObject({ exit: 2, err: expect.stringContaining('staff token is needed') });
  const unknown = await run('nope');
  expect(unknown.exit).toBe(2);
  expect(unknown.err).toContain('promo:redeem');
});
