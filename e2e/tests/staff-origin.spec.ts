/**
 * The staff origin (server/src/web/staff-side.ts, docs/security.md "Staff sessions"): venue B's
 * staff signed in on the door page, in the same browser, open a guest page of venue A whose
 * footer script tries every staff and operator call with the browser's credentials, on its own
 * origin and on the staff origin. Every call is refused (404 on the guest origin; on the staff
 * origin the CSRF guard's 403, unreadable across origins), nothing of B's guests is read, no
 * booking is changed, and B's session still works. The guest page's CSP is bypassed: in
 * production the staff origin is https, which the guest pages' connect-src allows, so the
 * server's own refusal is what this proves.
 */
import { expect, test } from '../support/fixtures';
import { STAFF_SITE } from '../support/server';
import { VENUES, bookTomorrow, signInAtDoor, doorInEnglish } from '../support/staff-door';
import { applyVenueFile, exampleVenue } from '../support/venue-files';

test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await doorInEnglish(page);
});

/** Every staff and operator route (server/test/staff-origin.test.ts reads them from the server's route tree). */
const CALLS: Array<[method: string, path: string]> = [
  ...['session', 'reservations/list', 'reservations/accept', 'reservations/reject', 'reservations/confirm-waiting', 'reservations/arrived'].map((p): [string, string] => [
    'POST',
    `/backend/api/staff/${p}`,
  ]),
  ...['reservations/noshow', 'reservations/noshow/preview', 'promo/lookup', 'promo/redeem', 'giftcard/lookup', 'giftcard/redeem', 'giftcard/void', 'giftcard/resend'].map(
    (p): [string, string] => ['POST', `/backend/api/staff/${p}`],
  ),
  ...['code/lookup', 'code/redeem', 'audit/list'].map((p): [string, string] => ['POST', `/backend/api/staff/${p}`]),
  ['GET', '/backend/api/staff/session'],
  ['DELETE', '/backend/api/staff/session'],
  ...['venues/validate', 'venues/apply', 'venues/export', 'tokens/create', 'tokens/list', 'tokens/revoke'].map((p): [string, string] => [
    'POST',
    `/backend/api/operator/${p}`,
  ]),
];

interface ProbeResult {
  url: string;
  method: string;
  /** The HTTP status the script could read, or 'blocked' (the browser kept the answer from it). */
  status: number | 'blocked';
  body: string;
}

/** The footer script of venue A: every call, with the browser's cookies, on both origins; results in window.__probe. */
function probeFooter(staffOrigin: string, venue: string, bookingIds: number[]): string {
  const script = `
(async () => {
  const calls = ${JSON.stringify(CALLS)};
  const results = [];
  const body = new URLSearchParams({ id: '${bookingIds[0] ?? 1}', date: '', code: 'AAAA-BBBB', data: 'AAAA-BBBB', venue: '${venue}', kind: 'staff', label: 'x', file: 'venue: x' }).toString();
  for (const origin of [location.origin, ${JSON.stringify(staffOrigin)}]) {
    for (const [method, path] of calls) {
      const url = origin + path + '?venue=${venue}';
      try {
        const res = await fetch(url, { method, credentials: 'include', ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body } : {}) });
        results.push({ url, method, status: res.status, body: await res.text() });
      } catch (error) {
        results.push({ url, method, status: 'blocked', body: String(error) });
      }
    }
  }
  window.__probe = results;
})();`;
  return ['customFooter: |-', '  <p>Footer of venue A</p>', '  <script>', ...script.split('\n').map((l) => `  ${l}`), '  </script>'].join('\n');
}

test('a guest page’s script of venue A can neither read nor change venue B’s guests with B’s staff session in the same browser', async ({ page, request, site }) => {
  test.setTimeout(180_000);
  const lastName = `Origin${Date.now().toString(36)}`;
  const booked = await bookTomorrow(site, lastName);
  const venueB = VENUES[booked.venue];
  // B's staff on the door page, on the staff origin: the session cookie is in this browser.
  await signInAtDoor(page, venueB.staff, `/staff/bookings?venue=${venueB.slug}`);
  await expect(page.getByText(booked.name).first()).toBeVisible();

  // The booking as B's staff tool sees it (on the staff origin, with its token).
  const listB = async () => {
    const res = await request.post(`${STAFF_SITE}/backend/api/staff/reservations/list`, { headers: { authorization: `Bearer ${venueB.staff}` }, form: {} });
    expect(res.status()).toBe(200);
    const days = (await res.json()).data as { reservations: Array<{ id: number; lastName?: string; name?: string; status: string }> };
    return days.reservations.filter((r) => JSON.stringify(r).includes(lastName));
  };
  const before = await listB();
  expect(before).toHaveLength(1);

  // Venue A: a venue whose footer runs the probe on every guest page.
  const slugA = `osteria-probe-${Date.now().toString(36)}`;
  await applyVenueFile(
    request,
    `${exampleVenue(slugA)}\n${probeFooter(
      STAFF_SITE,
      venueB.slug,
      before.map((r) => r.id),
    )}\n`,
  );
  await page.goto(`/welcome?venue=${slugA}`);
  await expect(page.getByText('Footer of venue A')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean((window as { __probe?: unknown }).__probe)), { timeout: 60_000 }).toBe(true);
  const results = (await page.evaluate(() => (window as { __probe?: ProbeResult[] }).__probe))!;
  expect(results).toHaveLength(CALLS.length * 2);

  for (const result of results) {
    const where = `${result.method} ${result.url}`;
    // Nothing of B's guests is readable, whatever the answer.
    expect({ where, leak: result.body.includes(lastName) }).toEqual({ where, leak: false });
    if (result.url.startsWith(site)) {
      // The guest origin: the staff and operator APIs do not exist there.
      expect({ where, status: result.status }).toEqual({ where, status: 404 });
      expect(JSON.parse(result.body)).toMatchObject({ status: false, error: { code: 'NOT_FOUND' } });
    } else {
      // The staff origin: refused (403 CSRF_REFUSED for the cookie's calls) and unreadable from another origin.
      expect({ where, status: result.status }).toEqual({ where, status: 'blocked' });
    }
  }

  // Nothing changed: the booking as it was, B's session still signed in on the door page.
  expect(await listB()).toEqual(before);
  await page.goto(`${STAFF_SITE}/staff/bookings?venue=${venueB.slug}`);
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
  await expect(page.getByText(booked.name).first()).toBeVisible();
});

test('the door page is on the staff origin only: the guest origin answers its not-found page, the staff origin no guest page', async ({ page, request }) => {
  const guest = await page.goto('/staff');
  expect(guest!.status()).toBe(404);
  // Once the page's script has taken over, still the not-found page: the browser's router has no
  // door page on the guest origin, so no staff sign-in shows where the venue's scripts run.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Pagina non trovata|Page not found)$/);
  await expect(page.locator('[data-staff-session]')).toHaveCount(0);
  const html = { headers: { accept: 'text/html' } };
  expect((await request.get(`${STAFF_SITE}/welcome`, html)).status()).toBe(404);
  expect((await request.get(`${STAFF_SITE}/reserve`, html)).status()).toBe(404);
  const door = await request.get(`${STAFF_SITE}/staff`, html);
  expect(door.status()).toBe(200);
  const csp = door.headers()['content-security-policy']!;
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('https:');
});

test('the door page starts in the language the phone chose even when the server rendered another: no visitor API needed', async ({ page }) => {
  // The server renders English (the cookie); the phone's stored choice is Italian.
  await page.addInitScript(() => localStorage.setItem('frontpageLanguage', 'it'));
  await page.goto(`${STAFF_SITE}/staff?venue=${VENUES.lagon.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso del personale' })).toBeVisible();
  await page.getByLabel('Token del personale').fill(VENUES.lagon.staff);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByText(VENUES.lagon.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
});
