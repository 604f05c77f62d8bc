/** The staff tool's booking commands against a listening server: list a day, accept, reject, arrived, no-show. */
import { runStaffCli } from '../src/cli/staff-main';
import { book } from './support/booking';
import { STAFF } from './support/promo-claim';
import { type TestApp, TOKENS, createTestApp } from './support/test-app';
import { listenOnStaffSide } from './support/staff-side';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The tools talk to the staff origin (src/web/staff-side.ts).
  api = await listenOnStaffSide(t.app);
  await book(t.app, 'submit', { date: '2026-06-03', time: '12:00', pax: 2, firstName: 'Anna', lastName: 'Keller' }, TOKENS.chalet);
  await book(t.app, 'submit', { date: '2026-06-03', time: '12:30', pax: 4, firstName: 'Beat', lastName: 'Huber' }, TOKENS.chalet);
});
afterAll(() => t.close());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runStaffCli([...argv, '--venue', 'chalet-du-lac', '--token', STAFF.chalet], {
    env: { STAFF_API_URL: api },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

test('booking:list, booking:accept, booking:reject, and a refused second accept', async () => {
  const list = await run('booking:list', '2026-06-03', '--json');
  const rows = JSON.parse(list.out) as Array<{ id: number; name: string; status: string }>;
  expect(rows.map((r) => [r.name, r.status])).toEqual([
    ['Anna Keller', 'pending'],
    ['Beat Huber', 'pending'],
  ]);
  const text = await run('booking:list', '2026-06-03');
  expect(text.out).toContain('2 reservations, 6 covers');
  expect(text.out).toContain('Anna Keller');

  expect((await run('booking:accept', String(rows[0]!.id))).out).toContain('ACCEPTED');
  expect((await run('booking:reject', `#${rows[1]!.id}`)).out).toContain('REJECTED');
  const again = await run('booking:accept', String(rows[1]!.id));
  expect(again.exit).toBe(1);
  expect(again.err).toContain('INVALID_TRANSITION');
  expect((await run('booking:noshow', String(rows[0]!.id))).err).toContain('NOT_STARTED');
  expect((await run('booking:accept', 'x')).err).toContain('reservation number');
});

test('booking:arrived marks a confirmed booking once; booking:list shows it; a rejected one is refused', async () => {
  const rows = JSON.parse((await run('booking:list', '2026-06-03', '--json')).out) as Array<{ id: number; name: string; status: string }>;
  const anna = rows.find((r) => r.name === 'Anna Keller')!;
  const beat = rows.find((r) => r.name === 'Beat Huber')!;
  expect([anna.status, beat.status]).toEqual(['confirmed', 'rejected']);
  const arrived = await run('booking:arrived', `#${anna.id}`);
  expect(arrived).toMatchObject({ exit: 0, out: expect.stringContaining('ARRIVED at 2026-06-01T08:00:00.000Z') });
  expect(JSON.parse((await run('booking:arrived', String(anna.id), '--json')).out)).toMatchObject({ id: anna.id, arrivedAt: '2026-06-01T08:00:00.000Z' });
  expect((await run('booking:list', '2026-06-03')).out).toContain('ARRIVED 2026-06-01T08:00:00.000Z');
  const refused = await run('booking:arrived', String(beat.id));
  expect(refused.exit).toBe(1);
  expect(refused.err).toContain('INVALID_TRANSITION');
});
