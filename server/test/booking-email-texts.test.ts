/** Booking e-mails: the venue's address and phone in every one, and a waiting-list entry that says so (e-mail and .ics). */
import { book } from './support/booking';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TUESDAY = '2026-06-02';
const AURORA_FULL_FRIDAY = '2026-06-12';

async function mailTo(email: string) {
  await t.app.email.drain();
  const found = t.mailer.sent.filter((m) => m.to === email);
  expect(found).toHaveLength(1);
  return found[0]!;
}
const icsOf = (mail: { attachments?: Array<{ filename: string; content: Buffer }> }) => mail.attachments!.find((a) => a.filename.endsWith('.ics'))!.content.toString();

test.each([
  ['it', 'Indirizzo: Cantina Aurora, Via delle Vigne 12, Barolo (CN)', 'Telefono: +39 0173 000123'],
  ['en', 'Address: Cantina Aurora, Via delle Vigne 12, Barolo (CN)', 'Phone: +39 0173 000123'],
  ['fr', 'Adresse: Cantina Aurora, Via delle Vigne 12, Barolo (CN)', 'Téléphone: +39 0173 000123'],
  ['es', 'Dirección: Cantina Aurora, Via delle Vigne 12, Barolo (CN)', 'Teléfono: +39 0173 000123'],
  ['de', 'Adresse: Cantina Aurora, Via delle Vigne 12, Barolo (CN)', 'Telefon: +39 0173 000123'],
])('a confirmation in %s carries the venue address and phone (text, html, calendar file)', async (language, address, phone) => {
  const email = `contact-${language}@example.com`;
  await book(t.app, 'submit', { date: TUESDAY, time: '12:00', pax: 2, email, language });
  const mail = await mailTo(email);
  expect(mail.text).toContain(address);
  expect(mail.text).toContain(phone);
  expect(mail.html).toContain(phone);
  expect(icsOf(mail).replace(/\r\n /g, '')).toContain('+39 0173 000123');
});

test.each([
  ['it', 'Lista d’attesa: Cantina Aurora', 'Sei in lista d’attesa'],
  ['en', 'Waiting list: Cantina Aurora', 'You are on the waiting list'],
  ['fr', 'Liste d’attente: Cantina Aurora', 'liste d’attente'],
  ['es', 'Lista de espera: Cantina Aurora', 'lista de espera'],
  ['de', 'Warteliste: Cantina Aurora', 'Warteliste'],
])('a waiting-list entry in %s: the calendar summary says waiting list, tentative; no "confirmed"', async (language, summary, subjectPart) => {
  const email = `waiting-${language}@example.com`;
  const res = await book(t.app, 'submit', { date: AURORA_FULL_FRIDAY, time: '20:00', pax: 2, waitingList: '1', email, language });
  expect(res.json().data.outcome).toBe('waiting');
  const mail = await mailTo(email);
  expect(mail.subject).toContain(subjectPart);
  const ics = icsOf(mail).replace(/\r\n /g, '');
  expect(ics).toContain(`SUMMARY:${summary}`);
  expect(ics).toContain('STATUS:TENTATIVE');
  expect(mail.text.toLowerCase()).not.toMatch(/confermat|confirmed|confirmée|confirmada|bestätigt/);
});
