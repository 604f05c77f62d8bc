/** The venue tool against a listening server, as an operator runs it: exit codes and what it prints. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runVenueCli } from '../src/cli/venue-main';
import { REPO_ROOT } from '../src/config';
import { type TestApp, createTestApp } from './support/test-app';
import { listenOnStaffSide } from './support/staff-side';

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
const EXAMPLE = path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml');
const dir = mkdtempSync(path.join(tmpdir(), 'venue-cli-'));
let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ config: { operatorToken: OPERATOR } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The tools talk to the staff origin (src/web/staff-side.ts).
  api = await listenOnStaffSide(t.app);
});
afterAll(() => t.close());

async function run(argv: string[], env: Record<string, string> = { VENUE_API_URL: api, OPERATOR_TOKEN: OPERATOR }) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runVenueCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

test('validate: a bad file exits 2 with file:line:column, the field and what was expected; no server needed', async () => {
  const bad = path.join(dir, 'bad.yaml');
  const example = readFileSync(EXAMPLE, 'utf8');
  writeFileSync(bad, example.replace('seats: 20', 'seats: lots'));
  // The line the edit is on, wherever the example puts it.
  const line = example.slice(0, example.indexOf('seats: 20')).split('\n').length;
  const result = await run(['validate', bad, EXAMPLE], {});
  expect(result.exit).toBe(2);
  expect(result.err).toBe(`${bad}:${line}:12: zones[1].seats: expected integer`);
  expect(await run(['validate', EXAMPLE], {})).toMatchObject({ exit: 0, out: `${EXAMPLE}: valid (venue osteria-del-porto)` });
  expect((await run(['validate', path.join(dir, 'missing.yaml')], {})).err).toMatch(/missing\.yaml: cannot read it \(ENOENT\)/);
});

test('apply creates, then says unchanged; export then apply changes nothing', async () => {
  const created = await run(['apply', EXAMPLE]);
  expect(created.exit).toBe(0);
  expect(created.out).toMatch(/^osteria-del-porto: created\n {2}front-page token: fp_/);
  expect(await run(['apply', EXAMPLE])).toMatchObject({ exit: 0, out: 'osteria-del-porto: unchanged (the database already holds this file)' });

  const exported = await run(['export', 'osteria-del-porto']);
  expect(exported.exit).toBe(0);
  const file = path.join(dir, 'exported.yaml');
  writeFileSync(file, exported.out);
  expect((await run(['apply', file])).out).toBe('osteria-del-porto: unchanged (the database already holds this file)');
  const changed = path.join(dir, 'changed.yaml');
  writeFileSync(changed, exported.out.replace('name: Osteria del Porto', 'name: Osteria del Porto Vecchio'));
  expect((await run(['apply', changed])).out).toBe('osteria-del-porto: 1 change(s)\n  venue: changed name');
});

test('apply of a demo venue copied with its demo tokens prints each collision located, exits 1, and goes on with the next file', async () => {
  const copy = path.join(dir, 'aurora-copy.yaml');
  writeFileSync(copy, readFileSync(path.join(REPO_ROOT, 'venues/cantina-aurora.yaml'), 'utf8').replace('venue: cantina-aurora', 'venue: aurora-copy'));
  const result = await run(['apply', copy, EXAMPLE]);
  expect(result.exit).toBe(1);
  expect(result.err.split('\n')).toEqual([
    'aurora-copy: not applied, it collides with what the database holds:',
    expect.stringMatching(new RegExp(`^  ${copy}:\\d+:\\d+: demoData.frontpageToken: already the front-page token of venue cantina-aurora`)),
    expect.stringMatching(new RegExp(`^  ${copy}:\\d+:\\d+: demoData.staffToken: already a staff token of venue cantina-aurora`)),
  ]);
  expect(result.out).toMatch(/^osteria-del-porto: /);
});

test('token create prints the token once; list shows it without its secret; revoke ends it', async () => {
  const created = await run(['token', 'create', 'osteria-del-porto', '--kind', 'staff', '--label', 'door phone']);
  expect(created.exit).toBe(0);
  expect(created.out).toMatch(/^st_[A-Za-z0-9_-]{40,}$/);
  const list = await run(['token', 'list', 'osteria-del-porto']);
  expect(list.out).toMatch(/staff\s+door phone\s+live/);
  expect(list.out).not.toContain(created.out);
  expect(await run(['token', 'revoke', 'osteria-del-porto', '--kind', 'staff', '--label', 'door phone'])).toMatchObject({
    exit: 0,
    out: '1 staff token(s) of osteria-del-porto revoked.',
  });
});

test('usage errors, a wrong operator token and an unreachable server exit 2 with a sentence', async () => {
  expect((await run(['apply'])).exit).toBe(2);
  expect((await run(['token', 'create', 'osteria-del-porto', '--label', 'x'])).err).toMatch(/--kind frontpage or --kind staff/);
  expect(await run(['export', 'osteria-del-porto'], { VENUE_API_URL: api })).toMatchObject({ exit: 2, err: expect.stringMatching(/OPERATOR_TOKEN/) });
  expect(await run(['export', 'osteria-del-porto'], { VENUE_API_URL: api, OPERATOR_TOKEN: 'wrong' })).toMatchObject({
    exit: 2,
    err: expect.stringMatching(/^AUTH_INVALID/),
  });
  expect(await run(['export', 'osteria-del-porto'], { VENUE_API_URL: 'http://127.0.0.1:9', OPERATOR_TOKEN: OPERATOR })).toMatchObject({
    exit: 2,
    err: expect.stringMatching(/^NETWORK: Cannot reach/),
  });
});

test('embed: what the venue pastes into its website, and the CSP sources that allow it; no server needed', async () => {
  const result = await run(['embed', 'osteria-del-porto', '--site', 'https://book.example.com'], {});
  expect(result.exit).toBe(0);
  expect(result.out).toContain(
    '<venue-booking venue="osteria-del-porto">\n  <a href="https://book.example.com/reserve?venue=osteria-del-porto">Book a table</a>\n</venue-booking>',
  );
  const script = /<script>(.*)<\/script>/.exec(result.out)?.[1] ?? '';
  expect(script).toContain('"https://book.example.com/embed.js"');
  // The website's policy names the inline loader by the hash of its exact text.
  const hash = createHash('sha256').update(script).digest('base64');
  expect(result.out).toContain(`script-src https://book.example.com 'sha256-${hash}'`);
  // The site from PUBLIC_URL, as the server's own configuration says it.
  expect((await run(['embed', 'osteria-del-porto'], { PUBLIC_URL: 'https://book.example.com' })).out).toBe(result.out);
  expect(await run(['embed', 'osteria-del-porto'], {})).toMatchObject({ exit: 2, err: expect.stringContaining('the site is --site') });
  expect(await run(['embed', 'Not A Slug', '--site', 'https://book.example.com'], {})).toMatchObject({ exit: 2, err: expect.stringContaining('name one venue') });
});
