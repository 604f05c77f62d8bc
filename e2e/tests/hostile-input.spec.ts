/**
 * Hostile input: script payloads typed into every free-text field a visitor fills stay
 * text on every page that shows them and in every e-mail; and the page's Content-Security-Policy
 * lets the site, the venue's scripts and the bot check run while injected markup stays inert.
 *
 * Each payload calls window.__xss if it ever runs. The trap records the call; the test also
 * records every CSP violation: markup that became HTML would trip one even where the policy
 * stops it from running.
 */
import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseDay, choosePax, chooseTime, hashOnEndPage, plainTableSteps, solveBotCheck as solveBookingBotCheck, texts, weekdayFrom } from '../support/booking';
import { expect, openVenue, test } from '../support/fixtures';
import { acceptPrivacy, area, fillBuyer, gcTexts, openProduct, payWithDemoCard, submitCheckout, waitForEmails } from '../support/giftcards';
import { waitForEmail } from '../support/outbox';
import { claimThroughForm } from '../support/promo';
import { E2E_DATA_DIR } from '../support/server';

const P = {
  script: `<script>__xss('script')</script>`,
  img: `<img src=x onerror=__xss('img')>`,
  svg: `"><svg onload=__xss('svg')>`,
  url: `javascript:__xss('url')`,
};

type TrapWindow = Window & { __xssHits?: string[]; __cspViolations?: string[] };

/** The trap and the CSP recorder, before any page script runs. */
async function setTrap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as TrapWindow & { __xss?: (what: string) => void };
    w.__xssHits = [];
    w.__cspViolations = [];
    w.__xss = (what: string) => w.__xssHits!.push(what);
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

/**
 * Waits until the page has run the events a payload would trip, without a fixed wait: a control
 * of the test's own (an image with the payloads' broken source and an inline handler the CSP
 * refuses) is reported after any payload inserted before it (the image fails later, the
 * violation events are queued in order). Its own report and the image leave no trace.
 */
async function settle(page: Page): Promise<{ hits: string[]; violations: string[] }> {
  await page.evaluate(() => {
    const w = window as TrapWindow & { __controlReported?: boolean };
    w.__controlReported = false;
    const img = document.createElement('img');
    img.hidden = true;
    img.addEventListener('securitypolicyviolation', (e) => {
      e.stopPropagation(); // not one of the page's violations
      w.__controlReported = true;
      img.remove(); // nor one of its elements
    });
    document.body.append(img);
    img.setAttribute('onerror', "__xss('control')");
    img.src = 'x';
  });
  await expect.poll(() => page.evaluate(() => (window as Window & { __controlReported?: boolean }).__controlReported)).toBe(true);
  return page.evaluate(() => ({ hits: (window as TrapWindow).__xssHits!, violations: (window as TrapWindow).__cspViolations! }));
}

async function expectInert(page: Page): Promise<void> {
  const { hits, violations } = await settle(page);
  expect(hits).toEqual([]);
  expect(violations).toEqual([]);
}

/** An e-mail's HTML shows each payload as text: escaped, never as a tag or a link. */
function expectEscaped(html: string, payloads: string[]): void {
  for (const payload of payloads) {
    expect(html).not.toContain(payload);
    const escaped = payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(escaped);
  }
  // The one script an e-mail may carry is a booking's schema.org markup, a data block no mail
  // client runs, holding no '<' at all (its text escaped: server/src/lib/json-ld.ts).
  const withoutMarkup = html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '');
  expect(withoutMarkup).not.toMatch(/<(script|svg)\b/i);
  expect(html).not.toMatch(/<[a-z][^<>]*\son(error|load)\s*=/i);
  expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
}

/** The HTML previews of every e-mail the outbox holds for `to`. */
function outboxHtml(to: string): string[] {
  const index = path.join(E2E_DATA_DIR, 'outbox', 'index.json');
  if (!existsSync(index)) return [];
  return (JSON.parse(readFileSync(index, 'utf8')) as Array<{ file: string; to: string }>)
    .filter((e) => e.to === to)
    .map((e) => readFileSync(path.join(E2E_DATA_DIR, 'outbox', `${e.file}.html`), 'utf8'));
}

test.beforeEach(async ({ page }) => setTrap(page));

test('the page carries a CSP with a nonce; the venue’s scripts run, injected markup does not', async ({ page }) => {
  const response = await page.goto('/welcome');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  // The venue's inline and external header/footer scripts ran (venue-chrome.spec.ts checks the order).
  await expect.poll(() => page.evaluate(() => (window as Window & { __venueHeaderScripts?: string[] }).__venueHeaderScripts?.length ?? 0)).toBeGreaterThan(0);
  await expect(page.locator('[data-venue-slot="footer"]')).toBeVisible();
  // The host gives the venue's scripts the page's nonce (browsers that hold inline scripts
  // inserted by script to the nonce run them too, not only Chromium).
  const nonces = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('[data-venue-slot] script')).map((s) => (s.nonce ?? '').length > 0));
  expect(nonces.length).toBeGreaterThan(0);
  expect(nonces.every(Boolean)).toBe(true);

  // Markup that reached the page by any other path stays inert.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = `<img src="data:," onerror="__xss('probe')"><a id="probe-link" href="javascript:__xss('link')">x</a>`;
    document.body.append(probe);
  });
  await page.locator('#probe-link').click();
  // Both the probe's image and its link are refused (a violation each), and nothing ran.
  await expect.poll(async () => (await settle(page)).violations.length).toBeGreaterThanOrEqual(2);
  expect((await settle(page)).hits).toEqual([]);
});

test('no CSP violation while the site works: home, booking calendar, gift cards, promo bot check', async ({ page, pageErrors }) => {
  await openVenue(page, 'aurora', '/welcome');
  await expect(page.locator('main')).toBeVisible();
  await page.goto('/reserve');
  await choosePax(page, 2);
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  await page.goto('/frontpage/giftcards');
  await expect(area(page).getByTestId('giftcard-product').first()).toBeVisible();
  await page.goto('/promo/calice-di-benvenuto');
  await page.getByRole('button', { name: 'Scarica la promo' }).click();
  // The ALTCHA widget's proof of work runs in a blob: worker.
  await page.locator('altcha-widget').getByText('Non sono un robot').click();
  await expect(page.getByText('Verificato')).toBeVisible({ timeout: 20_000 });
  await expectInert(page);
  expect(pageErrors).toEqual([]);
});

test('booking: names and notes with script payloads stay text on the end page, the edit page and in the e-mail', async ({ page }) => {
  const guest = { firstName: P.img, lastName: P.svg, email: 'xss.booking@example.com', notes: `${P.script} ${P.url}` };
  const date = weekdayFrom('Europe/Rome', 3, 3);
  await page.goto('/reserve?venue=cantina-aurora');
  await choosePax(page, 2);
  await chooseDay(page, date);
  await chooseTime(page, '12:00');
  await plainTableSteps(page);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(guest.firstName);
  await page.getByRole('textbox', { name: 'Cognome' }).fill(guest.lastName);
  await page.getByRole('textbox', { name: 'Numero' }).fill('347 123 4567');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(guest.email);
  await page.getByRole('textbox', { name: /^Note/ }).fill(guest.notes);
  await page.getByRole('checkbox', { name: texts('it').privacy }).check();
  await page.getByRole('button', { name: texts('it').next }).click();
  const booking = page.locator('[data-remote="booking"]');
  // The summary before sending shows what was typed, as typed.
  await expect(booking.getByText(guest.notes)).toBeVisible();
  await solveBookingBotCheck(page);
  await booking.getByRole('button', { name: /Conferma la prenotazione|Invia la richiesta/ }).click();
  await expect(page).toHaveURL(/\/reserve\/(confirmed|pending)/);
  const hash = await hashOnEndPage(page);
  await expectInert(page);

  // The edit page shows the name (the notes only where a page shows them: the summary, the e-mail).
  await page.goto(`/reserve/${hash}/edit`);
  await expect(booking.getByText(`${guest.firstName} ${guest.lastName}`)).toBeVisible();
  await expectInert(page);

  await expect.poll(() => outboxHtml(guest.email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  for (const html of outboxHtml(guest.email)) expectEscaped(html, [guest.firstName, guest.notes]);
});

test('promo claim: a script name stays text on the code page and in the e-mail', async ({ page }) => {
  const visitor = { firstName: P.script, lastName: P.img, email: 'xss.promo@example.com' };
  await page.goto('/promo/calice-di-benvenuto?venue=cantina-aurora');
  await claimThroughForm(page, visitor);
  await expect(page).toHaveURL(/\/promo\/calice-di-benvenuto\/confirm$/);
  await expectInert(page);
  const mail = await waitForEmail(visitor.email);
  expectEscaped(mail.html, [visitor.firstName]);
  await page.goto(mail.codePath);
  await expect(page.getByTestId('promo-code')).toHaveText(mail.code);
  await expectInert(page);
});

test('gift card for another person: names and message stay text on the screens, the printable card and the e-mails', async ({ page }) => {
  const t = gcTexts('it');
  const recipient = { first: P.img, last: P.svg, email: 'xss.friend@example.com', message: `${P.script} ${P.url}` };
  const buyer = { firstName: P.svg, lastName: P.script, email: 'xss.buyer@example.com' };
  await openVenue(page, 'aurora', '/frontpage/giftcards');
  await openProduct(page, 'Buono regalo', 'it');
  await area(page).getByRole('radio', { name: t.other }).check();
  await area(page)
    .getByLabel(/Importo in EUR/)
    .fill('50');
  await area(page).getByRole('button', { name: t.continue }).click();
  await area(page).getByRole('radio', { name: t.forOther }).check();
  await area(page).getByRole('textbox', { name: t.rFirst, exact: true }).fill(recipient.first);
  await area(page).getByRole('textbox', { name: t.rLast, exact: true }).fill(recipient.last);
  await area(page).getByRole('textbox', { name: t.rEmail, exact: true }).fill(recipient.email);
  await area(page).getByRole('textbox', { name: t.rMessage, exact: true }).fill(recipient.message);
  await fillBuyer(page, 'it', buyer);
  await acceptPrivacy(page, 'it');
  await submitCheckout(page, 'it');
  await expect(area(page).locator('[data-page="Payment"]')).toBeVisible();
  await expectInert(page);
  await payWithDemoCard(page, 'it');
  await expect(area(page).getByRole('heading', { name: t.thanks })).toBeVisible({ timeout: 20_000 });
  await expect(area(page).getByTestId('delivery-info')).toContainText(`${recipient.first} ${recipient.last}`);
  await expectInert(page);

  const [gift] = await waitForEmails(recipient.email, /./);
  expectEscaped(gift!.html, [recipient.first, recipient.last, P.script, buyer.firstName]);
  const [receipt] = await waitForEmails(buyer.email, /./);
  expectEscaped(receipt!.html, [buyer.firstName]);

  // The printable card (its own page, its own CSP) shows the names and the message as text.
  expect(gift!.printPath).toBeTruthy();
  const printed = await page.goto(gift!.printPath!);
  expect(printed!.headers()['content-security-policy']).toContain("default-src 'none'");
  await expectInert(page);
  await expect(page.locator('script, [onload], [onerror], a[href^="javascript:"]')).toHaveCount(0);
});
