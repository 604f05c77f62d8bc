/**
 * No guest's data in a log line when something fails: a failed insert (drizzle puts its params in
 * the message, PostgreSQL the row in `detail`), an SMTP server refusing the recipient (nodemailer
 * keeps the envelope, the rejected addresses and the reply naming them) and a dispatcher's failing
 * job are each forced, and the captured log holds no e-mail, phone, name, code, hash or token,
 * while it still says what failed (class, SQLSTATE, constraint, SMTP reply code). Runs on PGlite
 * and PostgreSQL (TEST_DATABASE_URL): their drivers' errors differ in shape (PGlite's carries the
 * params again).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { DbHandle } from '../../src/db/client';
import { loggableErrorText } from '../../src/lib/loggable-error';
import { formatGiftcardCode } from '../../src/modules/giftcards/giftcard-code';
import { cardsOf, checkoutForm, checkoutOk, giftForm, payDemo, postCheckout, productId } from '../support/giftcard';
import { claim } from '../support/promo-claim';
import { NOW, TOKENS } from '../support/test-app';
import { createTestDb } from '../support/test-db';

const REFUSED_RECIPIENT = 'ottavia.refused@example.org';

let handle: DbHandle;
let app: FastifyInstance;
let smtp: SMTPServer;
let logged = '';
let voucher: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The reply names the address, as real servers do ("550 5.1.1 <x@y>: Recipient address rejected").
    onRcptTo(address, _session, callback) {
      if (address.address !== REFUSED_RECIPIENT) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  handle = await createTestDb({ seededAt: NOW });
  app = await buildApp({
    db: handle.db,
    config: testConfig({ logLevel: 'info', smtpUrl: `smtp://127.0.0.1:${port}` }),
    clock: () => NOW,
    logStream: { write: (line: string) => void (logged += line) },
  });
  await app.ready();
  voucher = await productId(handle.db, 'cantina-aurora', 'Buono regalo');
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  logged = '';
});

/** The log lines written since the test began, parsed. */
const lines = () =>
  logged
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> });

const expectNoneOf = (values: string[]) => {
  for (const value of values) expect(logged.toLowerCase()).not.toContain(value.toLowerCase());
};

async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error(`not logged in ${ms} ms:\n${logged}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a failed insert is logged with its SQLSTATE and constraint, without the row’s values', async () => {
  // Every new order breaks a check: PostgreSQL's detail then lists the whole row.
  await handle.db.execute(sql.raw('alter table giftcard_orders add constraint test_refuses_orders check (false) not valid'));
  try {
    const form = checkoutForm({ productId: voucher, email: 'giulia.secret@example.com', firstName: 'Giuliettina', lastName: 'Bianchissimi', phone: '347 765 4321' });
    const res = await postCheckout(app, form);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');

    const line = lines().find((l) => l.msg === 'unhandled error');
    expect(line?.err).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'DatabaseError', code: '23514', constraint: 'test_refuses_orders', table: 'giftcard_orders' },
    });
    expect(String(line?.err?.message)).toMatch(/^Failed query: insert into "giftcard_orders"/);
    expect(String(line?.err?.stack)).toContain('DrizzleQueryError: Failed query');
    expectNoneOf([
      'giulia.secret@example.com',
      'Giuliettina',
      'Bianchissimi',
      '347 765 4321',
      '3477654321',
      String(form.requestId),
      'Failing row',
      'params:',
      TOKENS.aurora,
    ]);
  } finally {
    await handle.db.execute(sql.raw('alter table giftcard_orders drop constraint test_refuses_orders'));
  }
});

test('an SMTP server refusing the recipient: the reply code is logged, the addresses are not', async () => {
  expect((await claim(app, { email: REFUSED_RECIPIENT, firstName: 'Ottavia', lastName: 'Rifiutata', phonePrefix: '+39', phone: '333 987 6543' })).statusCode).toBe(200);
  await app.email.drain();

  const line = lines().find((l) => l.msg === 'e-mail failed, will retry');
  expect(line?.err).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
  expect(String(line?.err?.message)).toContain('Recipient address rejected');
  expectNoneOf([REFUSED_RECIPIENT, 'Ottavia', 'Rifiutata', '333 987 6543', '3339876543']);
});

test('a dispatcher’s failing job (gift card delivery) is logged without the card’s code, recipient or order', async () => {
  // The card's e-mail cannot be queued: the outbox refuses it, naming the row in its detail.
  await handle.db.execute(
    sql.raw(`create function test_refuse_card_email() returns trigger language plpgsql as $$
      begin raise exception using errcode = 'check_violation', message = 'outbox refuses this e-mail', detail = new.to_address || ' ' || new.text; end $$`),
  );
  await handle.db.execute(
    sql.raw(`create trigger test_refuse_card_email before insert on email_outbox for each row
      when (new.to_address = 'marie.secret@example.fr') execute function test_refuse_card_email()`),
  );
  try {
    const fingerprint = await checkoutOk(
      app,
      giftForm({
        productId: voucher,
        amount: 5000,
        email: 'buyer.secret@example.com',
        firstName: 'Giuliettina',
        recipientEmail: 'marie.secret@example.fr',
        recipientFirstName: 'Mariette',
        recipientLastName: 'Dupontel',
        message: 'Per la nostra Mariette',
      }),
    );
    // Paying issues the card and kicks its delivery, which fails in the background.
    expect((await payDemo(app, fingerprint)).statusCode).toBe(200);
    await until(() => lines().some((l) => l.msg === 'gift card delivery failed'));

    const [card] = await cardsOf(handle.db, fingerprint);
    expect(card?.deliveredAt).toBeNull();
    const line = lines().find((l) => l.msg === 'gift card delivery failed');
    expect(line?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '23514', message: 'outbox refuses this e-mail' } });
    expectNoneOf([
      card!.code,
      formatGiftcardCode(card!.code),
      card!.publicId,
      fingerprint,
      'marie.secret@example.fr',
      'buyer.secret@example.com',
      'Mariette',
      'Dupontel',
      'Giuliettina',
    ]);
  } finally {
    await handle.db.execute(sql.raw('drop trigger test_refuse_card_email on email_outbox'));
    await handle.db.execute(sql.raw('drop function test_refuse_card_email()'));
  }
});

test('an error logged alone, under another key or as a console line goes through the same cleaning', async () => {
  const failed = await handle.db.execute(sql`select ${'guest.secret@example.com'}::int`).catch((err: unknown) => err as Error);
  expect(failed).toBeInstanceOf(Error);
  app.log.error(failed);
  app.log.warn({ failure: failed }, 'failed under another key');

  const [alone, other] = lines();
  expect(alone?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
  expect(alone?.msg).toMatch(/^Failed query: select \$1::int$/);
  expect((other as unknown as { failure: { cause: { message: string } } }).failure.cause.message).toBe('invalid input syntax for type integer: "[redacted]"');
  expect(loggableErrorText(failed)).toContain('caused by DatabaseError 22P02');
  expect(loggableErrorText(failed)).not.toContain('guest.secret');
  expectNoneOf(['guest.secret@example.com', 'guest.secret']);
});
