/** `npm run venue -- webhooks test SLUG` against a listening server, as an operator runs it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runVenueCli } from '../src/cli/venue-main';
import { REPO_ROOT } from '../src/config';
import { applyVenueFile } from '../src/modules/venue-setup/venue-apply';
import { readVenueFile } from '../src/modules/venue-setup/venue-file-read';
import { newWebhookSecret } from '../src/modules/webhooks/webhook-secret';
import { listenOnStaffSide } from './support/staff-side';
import { NOW, type TestApp, createTestApp } from './support/test-app';
import { type WebhookReceiver, startWebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(60_000);

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
const SECRET = newWebhookSecret();
let t: TestApp;
let api: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { operatorToken: OPERATOR }, webhooks: { env: { POS_SECRET: SECRET } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = await listenOnStaffSide(t.app);
  receiver = await startWebhookReceiver(SECRET);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await runVenueCli(argv, { env: { VENUE_API_URL: api, OPERATOR_TOKEN: OPERATOR }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

async function applyWith(webhooks: string) {
  const text = `${readFileSync(path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml'), 'utf8')}\nwebhooks:\n${webhooks}`;
  const result = readVenueFile(text, 'osteria.yaml', NOW);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  await applyVenueFile(t.db, result.venue, NOW);
}

test('a venue without webhooks: says so, exit 1; an unknown venue: 404', async () => {
  await applyWith('  []\n');
  expect(await run(['webhooks', 'test', 'osteria-del-porto'])).toMatchObject({ exit: 1, err: expect.stringContaining('osteria-del-porto has no webhooks') });
  expect(await run(['webhooks', 'test', 'nowhere'])).toMatchObject({ exit: 1, err: 'VENUE_NOT_FOUND: No venue nowhere' });
  expect((await run(['webhooks', 'send', 'osteria-del-porto'])).exit).toBe(2);
});

test('sends a signed test event to each endpoint and prints each answer: status and time, or why none', async () => {
  const broken = `${receiver.url}/broken`;
  const unset = `${receiver.url}/unset`;
  receiver.answer = (_n, r) => (r.event?.type === 'webhook.test' ? 204 : 500);
  await applyWith(
    [
      `  - url: ${receiver.url}`,
      '    secret: { env: POS_SECRET }',
      `  - url: ${unset}`,
      '    secret: { env: CHAT_SECRET }',
      `  - url: ${broken}`,
      `    secret: ${newWebhookSecret()}`,
      '',
    ].join('\n'),
  );
  const result = await run(['webhooks', 'test', 'osteria-del-porto']);
  expect(result.exit).toBe(1);
  expect(result.out.split('\n')).toEqual([
    expect.stringMatching(new RegExp(`^${receiver.url}  HTTP 204  \\d+ ms$`)),
    `${unset}  no answer: no signing secret: CHAT_SECRET is not set  0 ms`,
    // Signed with another secret than the receiver's: it refuses it.
    expect.stringMatching(new RegExp(`^${broken}  HTTP 400  \\d+ ms$`)),
  ]);
  expect(receiver.received[0]!.event).toMatchObject({ type: 'webhook.test', data: { venue: 'osteria-del-porto', test: true } });
  expect(receiver.received[0]!.event!.id).toBe(receiver.received[0]!.id);
});
