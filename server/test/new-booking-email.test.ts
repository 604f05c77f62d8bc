/**
 * A new booking's e-mail is composed by the dispatcher after the booking's commit
 * (src/modules/reservations/email/new-booking-email.ts), not under the day's lock. Here the
 * dispatcher's own passes never start (its `yieldTo` waits for the end of the file): the test
 * sees the outbox row as the booking left it, then sends with `drain`.
 */
import { eq } from 'drizzle-orm';
import { emailOutbox, reservations } from '../src/db/schema';
import { eraseGuest } from '../src/modules/guest-data/guest-data-service';
import { editLink } from '../src/modules/reservations/reservation-view';
import { book } from './support/booking';
import { type TestApp, createTestApp } from './support/test-app';

const LUNCH = { date: '2026-06-11', time: '13:00', pax: 2 }; // a Thursday

let t: TestApp;
let release: () => void;
beforeAll(async () => {
  const passes = new Promise<void>((resolve) => (release = resolve));
  t = await createTestApp({ emailDispatcher: { yieldTo: () => passes } });
});
afterAll(async () => {
  release();
  await t.close();
});

const outboxTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

test('the booking leaves a job in the outbox; sent, it is the confirmation of the booking with its link', async () => {
  const email = 'new-guest@example.com';
  const answer = await book(t.app, 'submit', { ...LUNCH, email, language: 'en' });
  expect(answer.statusCode).toBe(200);
  const [queued] = await outboxTo(email);
  expect(queued).toMatchObject({ kind: 'job:reservation-confirmed', html: '', status: 'pending' });

  await t.app.email.drain();
  const [row] = await t.db.select().from(reservations).where(eq(reservations.email, email));
  const mails = t.mailer.sent.filter((m) => m.to === email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain('Cantina Aurora');
  expect(mails[0]!.html).toContain(editLink(t.app.config.publicUrl, 'cantina-aurora', row!.hash).replace(/&/g, '&amp;'));
  expect(mails[0]!.attachments?.map((a) => a.filename)).toContain('reservation.ics');
  const [sent] = await outboxTo(email);
  expect(sent).toMatchObject({ kind: 'reservation-confirmed', status: 'sent' });
});

test('a guest erased before the e-mail went gets none', async () => {
  const email = 'erased-guest@example.com';
  expect((await book(t.app, 'submit', { ...LUNCH, email })).statusCode).toBe(200);
  await eraseGuest(t.app, { email, force: true });
  await t.app.email.drain();
  expect(t.mailer.sent.filter((m) => m.to === email)).toEqual([]);
  expect(await outboxTo(email)).toEqual([]);
});
