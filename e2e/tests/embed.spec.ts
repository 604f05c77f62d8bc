/**
 * The booking on a venue's own website (docs/embedding.md): the loader that `npm run venue --
 * embed` prints (`embed.js` once the page has painted; or the plain `<script src=…/embed.js
 * async>` tag) and `<venue-booking venue="…">` on a page of another origin (127.0.0.1 and a port
 * of its own: the site is localhost) under a strict CSP (no 'unsafe-inline' but the loader's
 * hash, no eval), with aggressive CSS of its
 * own (e2e/support/venue-website.cjs). The widget speaks the page's language, neither CSS reaches
 * the other, nothing shifts, the page's address and history stay, a booking goes through to its
 * e-mail, a widget far down the page downloads nothing but embed.js until it comes near, and
 * without JavaScript the venue's fallback link leads to the site's /reserve.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, chooseDay, choosePax, chooseTime, fillDetails, isoWeekday, plainTableSteps, solveBotCheck, venueToday } from '../support/booking';
import { DEMO, expect, test } from '../support/fixtures';
import { staffCall } from '../support/giftcards';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts';
import { E2E_DATA_DIR, E2E_PORT } from '../support/server';
import { serveVenueWebsite } from '../support/venue-website.cjs';

const SITE = `http://localhost:${E2E_PORT}`;
const VENUE_PORT = E2E_PORT + 5;
const VENUE_SITE = `http://127.0.0.1:${VENUE_PORT}`;
const ROME = 'Europe/Rome';

let venueWebsite: Server;
test.beforeAll(async () => {
  venueWebsite = await serveVenueWebsite(VENUE_PORT, { site: SITE, venue: DEMO.aurora.slug });
});
test.afterAll(() => new Promise<void>((resolve) => venueWebsite.close(() => resolve())));

/** Watches the page from its first script: CSP violations, layout shifts, the globals it starts with. */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[]; __initialGlobals: string[] };
    w.__violations = [];
    w.__initialGlobals = Object.getOwnPropertyNames(window);
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await watchLayoutShifts(page);
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
/** Globals the page has now and did not have before its first script, but the test's own. */
const newGlobals = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __initialGlobals: string[] };
    const before = new Set([...w.__initialGlobals, '__violations', '__shifts', '__initialGlobals']);
    return Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
  });

/** What the venue's page looks like where the widget cannot reach: its own elements' computed styles. */
const pageStyles = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const p = style('#intro');
    const button = style('#page-button');
    const body = style('body');
    return {
      pFontSize: p.fontSize,
      pMargin: p.marginTop,
      buttonBackground: button.backgroundColor,
      bodyFont: body.fontFamily,
      bodyColor: body.color,
      bodyBackground: body.backgroundColor,
      headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
      htmlLang: document.documentElement.lang,
      title: document.title,
    };
  });

/** The widget's own elements, inside its shadow root, against the page's `button`, `p` and `html` rules. */
const widgetStyles = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('venue-booking')!.shadowRoot!;
    const button = root.querySelector('[data-remote="booking"] button')!;
    const heading = root.querySelector('[data-remote="booking"] h1')!;
    const text = root.querySelector('[data-remote="booking"] p, [data-remote="booking"] legend, [data-remote="booking"] span')!;
    return {
      buttonBackground: getComputedStyle(button).backgroundColor,
      buttonBorderStyle: getComputedStyle(button).borderTopStyle,
      headingTransform: getComputedStyle(heading).textTransform,
      textFontSize: getComputedStyle(text).fontSize,
      textFont: getComputedStyle(text).fontFamily,
      textLetterSpacing: getComputedStyle(text).letterSpacing,
      stylesheets: Array.from(root.querySelectorAll('link[rel="stylesheet"]')).map((l) => new URL((l as HTMLLinkElement).href).origin),
      inlineStyles: root.querySelectorAll('style').length,
    };
  });

/** A day of the given weekday at least two days ahead (past the notice, inside the horizon). */
function nextWeekday(weekday: number): string {
  let d = addDays(venueToday(ROME), 2);
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
}

/** The outbox's entry of the e-mail sent to `to` (the worker's server has no SMTP_URL). */
async function emailTo(to: string): Promise<string> {
  const index = path.join(E2E_DATA_DIR, 'outbox', 'index.json');
  let subject = '';
  await expect
    .poll(
      () => {
        if (!existsSync(index)) return '';
        subject = (JSON.parse(readFileSync(index, 'utf8')) as Array<{ to: string; subject: string }>).find((e) => e.to === to)?.subject ?? '';
        return subject;
      },
      { timeout: 15_000, message: `e-mail to ${to}` },
    )
    .not.toBe('');
  return subject;
}

test('French from <html lang>: a booking end to end under a strict CSP, no CSS either way, no shift, the page’s address and globals kept', async ({ page }) => {
  await watchPage(page);
  // The page first without the widget's code, to measure it as the venue made it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SITE}/embed.js`, async (route) => {
    await held;
    await route.continue();
  });
  // An async script holds the load event: the page is measured once its content is there.
  await page.goto(`${VENUE_SITE}/?lang=fr`, { waitUntil: 'domcontentloaded' });
  const fallback = page.locator('#fallback');
  await expect(fallback).toBeVisible();
  const before = await pageStyles(page);
  const roomBefore = await page.locator('venue-booking').boundingBox();
  release();

  const widget = page.locator('venue-booking [data-remote="booking"]');
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText('Réserver une table');
  await expect(fallback).toBeHidden();
  // Neither the page's rules reach the widget, nor the widget's the page.
  expect(await pageStyles(page)).toEqual(before);
  expect(before).toMatchObject({ pFontSize: '40px', buttonBackground: 'rgb(255, 0, 0)', htmlLang: 'fr', headStyles: 1 });
  const inside = await widgetStyles(page);
  expect(inside.buttonBackground).not.toBe('rgb(255, 0, 0)');
  expect(inside.buttonBorderStyle).not.toBe('dashed');
  expect(inside.headingTransform).toBe('none');
  expect(inside.textFontSize).not.toBe('40px');
  expect(inside.textFont).not.toContain('Courier');
  expect(inside.textLetterSpacing).toBe('normal');
  // The remote's stylesheets are <link>s from the site, in the shadow root; nothing inline.
  expect(inside.stylesheets.length).toBeGreaterThanOrEqual(2);
  expect(new Set(inside.stylesheets)).toEqual(new Set([SITE]));
  expect(inside.inlineStyles).toBe(0);
  // The room kept: the element is where it was, as high as it was.
  const roomAfter = await page.locator('venue-booking').boundingBox();
  expect(roomAfter?.y).toBe(roomBefore?.y);
  expect(roomAfter?.height).toBe(roomBefore?.height);
  expect(await layoutShifts(page)).toBe(0);

  // A plain table for two, in French, through to the confirmation and its e-mail.
  const historyLength = await page.evaluate(() => history.length);
  const email = `embed.${Date.now()}@example.com`;
  await choosePax(page, 2);
  await chooseDay(page, nextWeekday(3), 'fr');
  await chooseTime(page, '12:30');
  await plainTableSteps(page, 'fr');
  await fillDetails(page, { firstName: 'Camille', lastName: 'Durand', email }, 'fr');
  await expect(widget.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
  await solveBotCheck(page, 'fr');
  await widget.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(widget.getByRole('heading', { name: 'Votre réservation est confirmée' })).toBeVisible();
  expect(await emailTo(email)).toBeTruthy();
  // Staff see where it was booked: the venue's website.
  const listed = await staffCall(SITE, '/reservations/list', { date: nextWeekday(3) }, 'st_demo_cantina_aurora');
  const booking = (listed.body.data?.reservations as Array<{ email: string; source: string }>).find((r) => r.email === email);
  expect(booking?.source).toBe('embed');

  // The page's address, history, language and title are the venue's, as they were.
  expect(page.url()).toBe(`${VENUE_SITE}/?lang=fr`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await pageStyles(page)).toEqual(before);
  expect(await violations(page)).toEqual([]);
  // The globals the libraries of a federated page set (docs/embedding.md, "What the widget
  // leaves in the page"), nothing else: the federation runtime's, the booking remote's container,
  // webpack's chunk lists, react-router's version mark, and the bot check's (ALTCHA, Svelte).
  const allowed =
    /^(__FEDERATION__|__GLOBAL_LOADING_REMOTE_ENTRY__|__VMOK__|_FEDERATION_RUNTIME_CORE|_FEDERATION_RUNTIME_CORE_FROM|booking|webpackChunkvenue_(host|booking)|__reactRouterVersion|\$altcha|__svelte)$/;
  const globals = await newGlobals(page);
  expect(globals.filter((name) => !allowed.test(name))).toEqual([]);
});

/** What the page asked of the booking site, in order: each request's path (and query), kind and form body. */
function siteRequests(page: Page): { path: string; type: string; body?: string }[] {
  const seen: { path: string; type: string; body?: string }[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(SITE)) return;
    const url = new URL(request.url());
    const body = request.postData();
    seen.push({ path: url.pathname + url.search, type: request.resourceType(), ...(body ? { body } : {}) });
  });
  return seen;
}

test('in view: the server’s first step with no script but embed.js; the widget comes with the first tap, which it keeps', async ({ page }) => {
  const fromSite = siteRequests(page);
  await watchPage(page);
  await page.goto(`${VENUE_SITE}/?lang=en`);
  const step = page.locator('venue-booking [data-embed-step]');
  await expect(step.getByRole('heading', { level: 1 })).toHaveText('Book a table');
  await expect(page.locator('#fallback')).toBeHidden();
  await page.waitForLoadState('networkidle');
  // Before any interaction: the loader, the step's HTML and its two stylesheets, nothing else.
  expect(fromSite).toEqual([
    { path: '/embed.js', type: 'script' },
    { path: `/embed/first-step?venue=${DEMO.aurora.slug}&lang=en`, type: 'fetch' },
    { path: expect.stringMatching(/^\/styles\.[0-9a-f]+\.css$/), type: 'stylesheet' },
    { path: expect.stringMatching(/^\/remotes\/booking\/styles\.[0-9a-f]+\.css$/), type: 'stylesheet' },
  ]);
  // The step answers taps before its scripts: its party sizes are enabled, not the server's disabled buttons.
  const three = step.getByRole('button', { name: '3 people', exact: true });
  await expect(three).toBeEnabled();
  expect(await layoutShifts(page)).toBe(0);

  const beforeTap = fromSite.length;
  await three.click();
  // The widget's code, and the booking remote's, come now; the widget takes over and the tap
  // applies: the flow goes on to the day, for three.
  await expect(page.locator('venue-booking button[data-date]').first()).toBeVisible();
  await expect(step).toHaveCount(0);
  const afterTap = fromSite.slice(beforeTap);
  expect(afterTap.some((r) => /^\/embed-app\.[0-9a-f]+\.js$/.test(r.path))).toBe(true);
  expect(afterTap.some((r) => r.path.startsWith('/remotes/booking/') && r.path.endsWith('.js'))).toBe(true);
  // The month the calendar shows is asked for the party tapped on the server's step.
  expect(afterTap.filter((r) => r.body && /(^|&)pax=3(&|$)/.test(r.body)).length).toBeGreaterThan(0);
  expect(await layoutShifts(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
});

test('by keyboard: focusing the step loads the widget, which keeps the focus where it was', async ({ page }) => {
  const fromSite = siteRequests(page);
  await page.goto(`${VENUE_SITE}/?lang=de`);
  const step = page.locator('venue-booking [data-embed-step]');
  await expect(step.getByRole('heading', { level: 1 })).toHaveText('Tisch reservieren');
  await page.waitForLoadState('networkidle');
  expect(fromSite.filter((r) => r.type === 'script').map((r) => r.path)).toEqual(['/embed.js']);
  // The venue's own button, then the widget's first control.
  await page.locator('#page-button').focus();
  await page.keyboard.press('Tab');
  await expect(step).toHaveCount(0);
  const focused = await page.evaluate(() => {
    const root = document.querySelector('venue-booking')!.shadowRoot!;
    return { inWidget: !!root.activeElement?.closest('[data-embed-mount]'), text: root.activeElement?.textContent };
  });
  // The step's first control, the party size 1, is the widget's now, and has the focus.
  expect(focused).toEqual({ inWidget: true, text: '1' });
  expect(fromSite.some((r) => r.path.startsWith('/remotes/booking/') && r.path.endsWith('.js'))).toBe(true);
});

test('German from the element’s lang on a French page; a tongue the site does not speak gets the venue’s default', async ({ page }) => {
  await watchPage(page);
  await page.goto(`${VENUE_SITE}/?lang=fr&element-lang=de`);
  await expect(page.locator('venue-booking [data-remote="booking"] h1')).toHaveText('Tisch reservieren');
  await expect(page.locator('venue-booking [data-embed]')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

  await page.goto(`${VENUE_SITE}/?lang=ja`);
  await expect(page.locator('venue-booking [data-remote="booking"] h1')).toHaveText('Prenota un tavolo');
  expect(await layoutShifts(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
});

test('the plain `<script async>` tag instead of the loader: the same booking, nothing shifts, nothing refused', async ({ page }) => {
  await watchPage(page);
  await page.goto(`${VENUE_SITE}/?lang=en&plain`);
  await expect(page.locator('venue-booking [data-remote="booking"] h1')).toHaveText('Book a table');
  expect(await page.locator('script[src$="/embed.js"]').count()).toBe(1);
  expect(await layoutShifts(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
});

test('far down the page: embed.js alone until the visitor scrolls near the widget', async ({ page }) => {
  const fromSite: string[] = [];
  page.on('request', (request) => request.url().startsWith(SITE) && fromSite.push(new URL(request.url()).pathname));
  await watchPage(page);
  await page.goto(`${VENUE_SITE}/?lang=en&below`);
  // The loader comes after the page's first paint, which a busy machine can hold past the load.
  await expect.poll(() => fromSite.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(fromSite).toEqual(['/embed.js']);
  await page.locator('venue-booking').scrollIntoViewIfNeeded();
  await expect(page.locator('venue-booking [data-remote="booking"] h1')).toHaveText('Book a table');
  expect(fromSite.length).toBeGreaterThan(1);
  expect(await violations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the venue’s fallback link, in the same room, leads to the site’s /reserve', async ({ page }) => {
    await page.goto(`${VENUE_SITE}/?lang=it`);
    const link = page.locator('venue-booking #fallback');
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toBe(`${SITE}/reserve?venue=${DEMO.aurora.slug}`);
    const room = await page.locator('venue-booking').boundingBox();
    expect(room?.height).toBeGreaterThanOrEqual(42 * 16 - 1);
    await link.click();
    await expect(page).toHaveURL(`${SITE}/reserve?venue=${DEMO.aurora.slug}`);
    await expect(page.locator('[data-remote="booking"] h1')).toHaveText('Prenota un tavolo');
  });
});
