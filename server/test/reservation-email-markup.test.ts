/**
 * The booking e-mails carry the booking as schema.org markup (docs/seo.md): a
 * FoodEstablishmentReservation with its status, party, time in the venue's zone, the venue with
 * its address and the guest's edit link; the change and cancellation e-mails carry it as it is
 * then. Every e-mail's markup is checked with a schema.org validator (vendored vocabulary).
 */
import type { MailMessage } from '../src/modules/email/mail-message';
import { book, call } from './support/booking';
import { checkStructuredData, seriousIssues } from './support/structured-data';
import { type TestApp, TOKENS, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TUESDAY = '2026-06-02';
/** Aurora's demo Friday dinner is sold out (seeded): a booking there joins the waiting list. */
const AURORA_FULL_FRIDAY = '2026-06-12';

interface Markup {
  '@type': string;
  reservationStatus: string;
  partySize: number;
  startTime: string;
  endTime: string;
  underName: { name: string };
  reservationFor: { '@type': string; name: string; telephone?: string; address: Record<string, string> };
  modifyReservationUrl?: string;
}

async function mailsTo(email: string): Promise<Array<Omit<MailMessage, 'from'>>> {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === email);
}

const scripts = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const markupOf = (mail: { html?: unknown }): Markup | undefined => {
  const [first, ...more] = scripts(String(mail.html));
  expect(more).toEqual([]);
  return first === undefined ? undefined : (JSON.parse(first) as Markup);
};
/** Google's addition to schema.org for e-mails, the one property the vocabulary lacks. */
const GMAIL_EXTENSIONS = ['modifyReservationUrl'];
const problemsIn = (htmls: string[]) => checkStructuredData(htmls).flatMap((report) => seriousIssues(report, GMAIL_EXTENSIONS));
const editLinkIn = (text: unknown) => /https?:\/\/\S+\/reserve\/[A-Za-z0-9_-]+\/edit\?venue=[a-z-]+/.exec(String(text))?.[0];

test('booked, changed, cancelled: each e-mail carries the booking as it is then, and every one validates', async () => {
  const email = 'markup@example.com';
  const booked = await book(t.app, 'submit', { date: TUESDAY, time: '12:30', pax: 2, email, firstName: 'Giulia', lastName: 'Bianchi' });
  const { hash } = booked.json().data.reservation as { hash: string };
  await call(t.app, '/reservation/edit', { hash, date: TUESDAY, time: '13:30', pax: 4 });
  await call(t.app, '/reservation/cancel', { hash });
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(3);
  const [confirmed, edited, cancelled] = mails.map(markupOf);

  expect(confirmed).toMatchObject({
    '@type': 'FoodEstablishmentReservation',
    reservationStatus: 'https://schema.org/ReservationConfirmed',
    partySize: 2,
    // The venue's wall clock with its offset (Rome in June: +02:00), whatever the server's zone.
    startTime: '2026-06-02T12:30:00+02:00',
    underName: { name: 'Giulia Bianchi' },
    reservationFor: {
      '@type': 'Winery',
      name: 'Cantina Aurora',
      telephone: '+39 0173 000123',
      address: { '@type': 'PostalAddress', streetAddress: 'Via delle Vigne 12', addressLocality: 'Barolo (CN)', addressCountry: 'IT' },
    },
  });
  expect(confirmed!.modifyReservationUrl).toBe(editLinkIn(mails[0]!.text));
  expect(confirmed!.modifyReservationUrl).toContain(`/reserve/${hash}/edit`);
  expect(edited).toMatchObject({ reservationStatus: 'https://schema.org/ReservationConfirmed', partySize: 4, startTime: '2026-06-02T13:30:00+02:00' });
  expect(edited!.modifyReservationUrl).toBe(confirmed!.modifyReservationUrl);
  // Cancelled: the status says so, and there is nothing left to change.
  expect(cancelled).toMatchObject({ reservationStatus: 'https://schema.org/ReservationCancelled', partySize: 4 });
  expect(cancelled!.modifyReservationUrl).toBeUndefined();

  expect(problemsIn(mails.map((m) => String(m.html)))).toEqual([]);
});

test('a booking the venue still has to accept is pending; a place on the waiting list has no booking markup', async () => {
  await book(t.app, 'submit', { date: '2026-06-03', time: '12:00', pax: 2, email: 'request@example.com' }, TOKENS.chalet);
  const [pending] = await mailsTo('request@example.com');
  const markup = markupOf(pending!);
  expect(markup).toMatchObject({ reservationStatus: 'https://schema.org/ReservationPending', reservationFor: { '@type': 'Restaurant', name: 'Chalet du Lac' } });
  expect(problemsIn([String(pending!.html)])).toEqual([]);

  await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:30', pax: 2, waitingList: '1', email: 'waiting@example.com' });
  const [waiting] = await mailsTo('waiting@example.com');
  expect(waiting!.subject).toMatch(/attesa/i);
  expect(markupOf(waiting!)).toBeUndefined();
});

test("a guest's name holding </script> stays inside the markup and reads back unchanged", async () => {
  const name = '</script><script>alert(1)</script>';
  await book(t.app, 'submit', { date: TUESDAY, time: '12:00', pax: 2, email: 'hostile-markup@example.com', firstName: name });
  const [mail] = await mailsTo('hostile-markup@example.com');
  expect(String(mail!.html)).not.toContain('<script>alert(1)');
  expect(markupOf(mail!)!.underName.name).toBe(`${name} Rossi`);
});
