/**
 * Hostile input in e-mails: script payloads in every free-text field a visitor fills
 * (booking names and notes, gift card buyer and recipient names and message, promo claim name)
 * come out escaped in the HTML of every e-mail template, in every language and kind, and on the
 * printable gift card. The rows are made through the API, as a visitor would. Escaped once: the
 * texts (src/i18n) fill values in as they are, so the plain-text part shows them as typed and the
 * HTML never escapes them twice.
 */
import { eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema';
import { LANGUAGES } from '../src/lib/i18n-text';
import { renderReceiptEmail } from '../src/modules/giftcards/email/receipt-email';
import { cardEmail } from '../src/modules/giftcards/card-email';
import { cardState } from '../src/modules/giftcards/card-state';
import { renderPrintPage } from '../src/modules/giftcards/print-page';
import { renderPromoEmail } from '../src/modules/promotions/promo-claim-email';
import { renderReservationEmail } from '../src/modules/reservations/email/reservation-email';
import { RESERVATION_EMAIL_KINDS } from '../src/modules/reservations/email/reservation-email-kinds';
import { findVenueByToken, type Venue } from '../src/modules/venues/venue-repository';
import { book } from './support/booking';
import { cardsOf, checkoutOk, giftForm, orderRow, payDemo, productId } from './support/giftcard';
import { claim } from './support/promo-claim';
import { type TestApp, NOW, TOKENS, createTestApp } from './support/test-app';

const P = {
  script: `<script>__xss('script')</script>`,
  img: `<img src=x onerror=__xss('img')>`,
  svg: `"><svg onload=__xss('svg')>`,
  url: `javascript:__xss('url')`,
  quote: `' onmouseover='__xss(1)`,
};
const NOTES = `${P.script} ${P.url} ${P.quote}`;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The payloads show as text: escaped, never a tag, an event handler or a javascript: link. */
function expectEscaped(where: string, html: string, shown: string[]): void {
  for (const payload of Object.values(P)) expect({ where, raw: html.includes(payload) ? payload : null }).toEqual({ where, raw: null });
  for (const text of shown) expect({ where, escaped: html.includes(escape(text)) ? 'yes' : text }).toEqual({ where, escaped: 'yes' });
  // The one script an e-mail may carry is a booking's schema.org markup, a data block no client
  // runs, holding no '<' at all (its text escaped: lib/json-ld.ts): anything else is a tag.
  const withoutMarkup = html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '');
  expect({ where, tag: /<script\b/i.exec(withoutMarkup)?.[0] ?? null }).toEqual({ where, tag: null });
  expect({ where, handler: /<[a-z][^<>]*\son[a-z]+\s*=/i.exec(html)?.[0] ?? null }).toEqual({ where, handler: null });
  expect({ where, link: /(href|src)\s*=\s*["']?\s*javascript:/i.exec(html)?.[0] ?? null }).toEqual({ where, link: null });
}

/** Filled into a text (a greeting): as typed in the plain text, escaped once in the HTML. */
function expectOnce(where: string, mail: { text: string; html: string }, typed: string): void {
  expect({ where, text: mail.text.includes(typed) }).toEqual({ where, text: true });
  expect({ where, twice: mail.html.includes(escape(escape(typed))) }).toEqual({ where, twice: false });
}

let t: TestApp;
let venue: Venue;
beforeAll(async () => {
  t = await createTestApp();
  venue = (await findVenueByToken(t.db, TOKENS.aurora))!;
});
afterAll(() => t.close());

test('reservation e-mails: every kind, every language', async () => {
  const res = await book(t.app, 'submit', {
    date: '2026-06-02',
    time: '12:30',
    pax: 2,
    firstName: P.img,
    lastName: P.svg,
    notes: NOTES,
    email: 'xss.booking@example.com',
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(reservations).where(eq(reservations.hash, res.json().data.reservation.hash));
  // What was stored is what was typed.
  expect(row).toMatchObject({ firstName: P.img, lastName: P.svg, notes: NOTES });
  for (const language of LANGUAGES) {
    for (const kind of RESERVATION_EMAIL_KINDS) {
      const mail = renderReservationEmail({
        kind,
        reservation: { ...row!, language },
        venue,
        experience: null,
        zone: null,
        publicUrl: 'http://localhost:8080',
        actionLink: 'http://localhost:8080/pay',
      });
      expectEscaped(`reservation ${kind} ${language}`, mail.html, [P.img, NOTES]);
      expectOnce(`reservation ${kind} ${language}`, mail, P.img);
    }
  }
  await t.app.email.drain();
  const sent = t.mailer.sent.filter((m) => m.to === 'xss.booking@example.com');
  expect(sent.length).toBeGreaterThan(0);
  for (const mail of sent) expectEscaped('reservation (sent)', mail.html, [P.img]);
});

test('gift card e-mails (the card, the receipt) and the printable card: every language', async () => {
  const product = await productId(t.db, 'cantina-aurora', 'Degustazione per due');
  const fingerprint = await checkoutOk(
    t.app,
    giftForm({
      productId: product,
      amount: 7000,
      firstName: P.svg,
      lastName: P.script,
      recipientFirstName: P.img,
      recipientLastName: P.svg,
      message: NOTES,
      recipientEmail: 'xss.friend@example.com',
      email: 'xss.buyer@example.com',
    }),
  );
  expect((await payDemo(t.app, fingerprint)).statusCode).toBe(200);
  const order = await orderRow(t.db, fingerprint);
  expect(order).toMatchObject({ firstName: P.svg, recipientFirstName: P.img, message: NOTES });
  const [card] = await cardsOf(t.db, fingerprint);
  for (const language of LANGUAGES) {
    const localised = { ...order, language };
    const gift = await cardEmail(t.app, venue, card!, localised);
    expectEscaped(`card ${language}`, gift.html, [P.img, NOTES]);
    expectOnce(`card ${language}`, gift, P.img);
    const receipt = renderReceiptEmail(localised, venue, '2026-06-01');
    expectEscaped(`receipt ${language}`, receipt.html, [P.svg]);
    expectOnce(`receipt ${language}`, receipt, P.svg);
    const print = await renderPrintPage(card!, localised, venue, cardState(card!, NOW, venue.timezone), language);
    expectEscaped(`print ${language}`, print.replace('onclick="window.print()"', ''), []);
  }
  // The recipient's card is queued by the delivery loop; run it rather than race it.
  await t.app.giftcards.delivery.deliverDue();
  await t.app.email.drain();
  for (const to of ['xss.friend@example.com', 'xss.buyer@example.com']) {
    const sent = t.mailer.sent.filter((m) => m.to === to);
    expect({ to, sent: sent.length > 0 }).toEqual({ to, sent: true });
    for (const mail of sent) expectEscaped(`gift card (sent to ${to})`, mail.html, []);
  }
});

test('promo e-mail: every language', async () => {
  const res = await claim(t.app, { firstName: P.script, lastName: P.img, email: 'xss.promo@example.com' });
  expect(res.statusCode).toBe(200);
  for (const language of LANGUAGES) {
    const mail = await renderPromoEmail({
      language,
      venueName: venue.name,
      promotion: { title: { it: 'Calice', en: 'Glass', fr: 'Verre', es: 'Copa', de: 'Glas' }, conditions: { it: '', en: '', fr: '', es: '', de: '' } },
      firstName: P.script,
      to: 'xss.promo@example.com',
      code: 'AAAA-BBBB-CCCC-DDDD',
      useBy: '2026-12-31',
      link: 'http://localhost:8080/promo/x/y',
    });
    expectEscaped(`promo ${language}`, mail.html, [P.script]);
    expectOnce(`promo ${language}`, mail, P.script);
  }
  await t.app.email.drain();
  const sent = t.mailer.sent.filter((m) => m.to === 'xss.promo@example.com');
  expect(sent.length).toBe(1);
  expectEscaped('promo (sent)', sent[0]!.html, [P.script]);
});
