/** E-mail: escaping, the transactional outbox, retries with backoff, the outbox folder. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_DISPATCHER_OPTIONS, EmailDispatcher } from '../../src/modules/email/email-dispatcher';
import { retryDelaySeconds } from '../../src/lib/leased-job-loop';
import type { Mailer } from '../../src/modules/email/mail-message';
import { outboxQueue } from '../../src/modules/email/outbox-repository';
import { FolderMailer } from '../../src/modules/email/folder-mailer';
import { escapeHtml, html } from '../../src/modules/email/html';
import { type TestApp, createTestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (to: string) => ({ to, subject: 'Hi', html: '<p>hi</p>', text: 'hi' });

test('html`` escapes every value; nested html`` stays markup', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const name = '<script>alert(1)</script>';
  expect(html`<p>${name}</p>${html`<b>${'&'}</b>`}`.value).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><b>&amp;</b>');
});

test('a message queued in a transaction that rolls back is never sent', async () => {
  await expect(
    t.db.transaction(async (tx) => {
      await t.app.email.queue(tx, message('rollback@example.com'), { kind: 'test' });
      throw new Error('claim failed');
    }),
  ).rejects.toThrow('claim failed');
  await t.app.email.drain();
  expect(t.mailer.sent.find((m) => m.to === 'rollback@example.com')).toBeUndefined();
});

test('a committed message is sent once, with MAIL_FROM, and marked sent', async () => {
  const id = await t.db.transaction((tx) => t.app.email.queue(tx, message('ok@example.com'), { kind: 'test' }));
  await t.app.email.drain();
  await t.app.email.drain();
  expect(t.mailer.sent.filter((m) => m.to === 'ok@example.com')).toEqual([expect.objectContaining({ from: t.app.config.mailFrom, subject: 'Hi' })]);
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
  expect(row!.sentAt).toBeInstanceOf(Date);
});

test('an SMTP failure keeps the message and retries it later, with backoff', async () => {
  t.mailer.failNext = 1;
  const id = await t.app.email.queue(t.db, message('retry@example.com'), { kind: 'test' });
  await t.app.email.drain();
  let [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down (test)' });
  expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000); // not retried at once

  // Time passes (the row becomes due): the next run delivers it.
  await t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(emailOutbox.id, id));
  await t.app.email.drain();
  [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  expect(t.mailer.sent.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
});

test('backoff doubles from 30 s up to an hour', () => {
  const o = { firstRetrySeconds: 30, maxRetrySeconds: 3600 };
  expect([1, 2, 3, 4, 8, 20].map((n) => retryDelaySeconds(n, o))).toEqual([30, 60, 120, 240, 3600, 3600]);
});

test('the outbox folder: a .eml per message, an HTML preview with inline images, an index', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  const mailer = new FolderMailer(dir);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await Promise.all([
    mailer.send({
      from: 'Venue <v@example.com>',
      to: 'a@example.com',
      subject: 'Your <code>',
      html: '<html><body><img src="cid:qr"></body></html>',
      text: 'x',
      attachments: [{ filename: 'qr.png', contentType: 'image/png', content: png, cid: 'qr' }],
    }),
    mailer.send({ from: 'Venue <v@example.com>', to: 'b@example.com', subject: 'Second', html: '<p>2</p>', text: '2' }),
  ]);
  const files = await fs.readdir(dir);
  expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  const eml = await fs.readFile(
    path.join(
      dir,
      files.find((f) => f.includes('a-example-com') && f.endsWith('.eml'))!,
    ),
    'utf8',
  );
  expect(eml).toMatch(/^Content-Type: multipart\//m);
  expect(eml).toContain('Content-ID: <qr>');
  const preview = await fs.readFile(
    path.join(
      dir,
      files.find((f) => f.includes('a-example-com') && f.endsWith('.html'))!,
    ),
    'utf8',
  );
  expect(preview).toContain('src="data:image/png;base64,');
  expect(preview).toContain('Your &lt;code&gt;');
  const index = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
  expect(index).toContain('Outbox (2)');
  expect(index).toContain('Your &lt;code&gt;');
});

test('the outbox folder shared by two instances (npm run cluster, one DATA_DIR): the index lists every message, and a restart keeps them', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  const message = (to: string) => ({ from: 'Venue <v@example.com>', to, subject: `For ${to}`, html: '<p>x</p>', text: 'x' });
  const first = new FolderMailer(dir);
  const second = new FolderMailer(dir);
  for (let i = 0; i < 3; i++) {
    await first.send(message(`first${i}@example.com`));
    await second.send(message(`second${i}@example.com`));
  }
  await new FolderMailer(dir).send(message('restarted@example.com'));
  const entries = JSON.parse(await fs.readFile(path.join(dir, 'index.json'), 'utf8')) as { to: string }[];
  expect(entries.map((e) => e.to)).toEqual(['restarted@example.com', ...[2, 1, 0].flatMap((i) => [`second${i}@example.com`, `first${i}@example.com`])]);
});

describe('instances that die or send slowly', () => {
  const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
  const recorder = (delayMs = 0) => {
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: 'recorder',
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        sent.push(m.to);
      },
    };
    return { sent, mailer };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  test('an e-mail taken by an instance that died is sent by another as soon as the short lease ends', async () => {
    const id = await t.app.email.queue(t.db, message('orphan@example.com'), { kind: 'test' });
    // An instance takes it for one second, then dies before sending.
    expect((await outboxQueue(t.db).lease(100, 1)).map((r) => r.id)).toContain(id);
    const other = recorder();
    const survivor = new EmailDispatcher(t.db, other.mailer, quiet, { leaseSeconds: 1 });
    await survivor.drain();
    expect(other.sent).not.toContain('orphan@example.com'); // still leased
    await sleep(1100);
    await survivor.drain();
    expect(other.sent).toEqual(['orphan@example.com']);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(DEFAULT_DISPATCHER_OPTIONS.leaseSeconds).toBeLessThanOrEqual(30);
  });

  test('a send slower than the lease keeps it: no other instance sends the same e-mail', async () => {
    await t.app.email.queue(t.db, message('slow@example.com'), { kind: 'test' });
    const slow = recorder(2500);
    const other = recorder();
    const a = new EmailDispatcher(t.db, slow.mailer, quiet, { leaseSeconds: 1 });
    const b = new EmailDispatcher(t.db, other.mailer, quiet, { leaseSeconds: 1 });
    const sending = a.drain();
    await sleep(1500); // past the first lease: renewed meanwhile
    await b.drain();
    await sending;
    expect(slow.sent).toEqual(['slow@example.com']);
    expect(other.sent).toEqual([]);
  });
});
