// Server renders run side by side (host/src/server.tsx: each has its own store, i18n instance,
// page answers and render scope). Pages of different venues, in different languages, asked for
// all at once, each come back exactly as they come when asked alone: no language, venue or data
// of one render leaks into another.
import { test, expect, DEMO } from '../support/fixtures';

interface PageAsk {
  path: string;
  venue: keyof typeof DEMO;
  language: string;
  /** The page's own data in its boot data (its route's loader's names), besides the layout's (`promotions`). */
  answers: string[];
  /** A text of the page's own data only this page's answers hold (the address's promotion). */
  holds?: string;
}

const PAGES: PageAsk[] = [
  { path: '/frontpage/giftcards', venue: 'aurora', language: 'it', answers: ['giftcards'] },
  { path: '/frontpage/giftcards', venue: 'chalet', language: 'fr', answers: ['giftcards'] },
  { path: '/welcome', venue: 'lagon', language: 'en', answers: [] },
  { path: '/welcome', venue: 'aurora', language: 'de', answers: [] },
  { path: '/reserve', venue: 'chalet', language: 'de', answers: [] },
  { path: '/reserve', venue: 'lagon', language: 'es', answers: [] },
  { path: '/promo/calice-di-benvenuto', venue: 'aurora', language: 'es', answers: ['promo'], holds: '"urlName":"calice-di-benvenuto"' },
  { path: '/promo/dessert-offert', venue: 'chalet', language: 'en', answers: ['promo'], holds: '"urlName":"dessert-offert"' },
  { path: '/no/such/page', venue: 'lagon', language: 'fr', answers: [] },
];

interface BootData {
  venue: string;
  language: string;
  location: { locationname: string };
  answers?: Record<string, unknown>;
}

/**
 * The page with what differs from one response to the next taken out: the nonce, and the clock
 * (the render's time, the server's "now", a promotion's countdown).
 */
const comparable = (html: string) =>
  html
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/"(renderedAt|serverNow)":("[^"]*"|\d+)/g, '"$1":0')
    .replace(/(role="timer" aria-label=")[^"]*"/g, '$1"')
    .replace(/>\d+</g, '>0<');

const bootData = (html: string) => JSON.parse(/<script[^>]*id="__BOOT_DATA__">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as BootData;

test('pages of three venues in five languages, rendered at once, are each the page asked for', async ({ request }) => {
  const ask = (page: PageAsk) => request.get(`${page.path}?venue=${DEMO[page.venue].slug}`, { headers: { accept: 'text/html', 'accept-language': page.language } });
  const alone: string[] = [];
  for (const page of PAGES) alone.push(await (await ask(page)).text());
  // Past the page cache's second: every page below is rendered again, all at once.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const responses = await Promise.all(PAGES.map(ask));

  for (const [i, page] of PAGES.entries()) {
    const html = await responses[i]!.text();
    const label = `${page.path} ${page.venue} ${page.language}`;
    expect(responses[i]!.status(), label).toBe(page.path === '/no/such/page' ? 404 : 200);
    expect(html, label).toContain(`<html lang="${page.language}"`);
    const data = bootData(html);
    expect({ label, venue: data.venue, language: data.language, name: data.location.locationname }).toEqual({
      label,
      venue: DEMO[page.venue].slug,
      language: page.language,
      name: DEMO[page.venue].name,
    });
    for (const other of Object.values(DEMO)) if (other.slug !== DEMO[page.venue].slug) expect(html, label).not.toContain(other.name);
    expect(Object.keys(data.answers ?? {}).sort(), label).toEqual(['promotions', ...page.answers].sort());
    if (page.holds) expect(JSON.stringify(data.answers?.[page.answers[0]!]), label).toContain(page.holds);
    expect(comparable(html), label).toBe(comparable(alone[i]!));
  }
});
