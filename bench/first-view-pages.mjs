// The pages whose first view the benches measure (docs/performance.md): for a venue, its home
// page, the booking form, the gift card list and a card, its first promotion and a code page of it
// (claimed through the API, bot check solved); for the demo venue also a booking's edit link
// (booked through the API), the page a guest opens from the confirmation e-mail. Each venue's
// pages carry `?venue=` (the server picks the venue from it, as the browser does), the demo
// venue's none.
import { BENCH_GUEST, DEMO_TOKEN, claimPromotion, frontpageCall, solvedAltcha } from './support.mjs';

/** The demo data's venues (server/src/demo/venues/): the first is the demo venue. */
export const DEMO_VENUES = [
  { slug: 'cantina-aurora', token: DEMO_TOKEN },
  { slug: 'chalet-du-lac', token: 'fp_demo_chalet_du_lac' },
  { slug: 'le-lagon', token: 'fp_demo_le_lagon' },
];

/** A fresh address: a promotion takes one claim per e-mail. */
const freshEmail = () => `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A table for two booked in the coming weeks, at the first lunch or dinner time that takes it. */
async function bookTable(base, token) {
  for (let days = 3; days < 40; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const time of ['12:30', '13:00', '20:00']) {
      try {
        const altcha = await solvedAltcha(base, token);
        const booked = await frontpageCall(base, 'reservation/submit', { ...BENCH_GUEST, email: 'bench.guest@example.com', date, time, pax: 2, altcha }, token);
        if (booked.reservation?.hash) return booked.reservation.hash;
      } catch {
        // Closed, full or not a time of that day: the next one.
      }
    }
  }
  throw new Error('no table could be booked for the edit page');
}

/**
 * The pages to measure.
 * @param {string} base the site
 * @param {{ venues?: 'demo' | 'all', editPage?: boolean }} options
 */
export async function firstViewPages(base, { venues = 'demo', editPage = true } = {}) {
  const pages = [];
  for (const [index, venue] of (venues === 'all' ? DEMO_VENUES : DEMO_VENUES.slice(0, 1)).entries()) {
    const query = index === 0 ? '' : `?venue=${venue.slug}`;
    const card = (await frontpageCall(base, 'giftcard/getgiftcardlist', {}, venue.token)).find((p) => p.disponibile === 1);
    const promo = (await frontpageCall(base, 'promo/getpromolist', {}, venue.token))[0];
    pages.push(`/welcome${query}`, `/reserve${query}`, `/frontpage/giftcards${query}`);
    if (card) pages.push(`/frontpage/giftcard/${card.id}${query}`);
    if (promo)
      pages.push(
        `/promo/${promo.urlName}${query}`,
        `/promo/${promo.urlName}/${await claimPromotion(base, freshEmail(), { urlName: promo.urlName, token: venue.token })}${query}`,
      );
  }
  if (editPage) pages.push(`/reserve/${await bookTable(base, DEMO_VENUES[0].token)}/edit`);
  return pages;
}
