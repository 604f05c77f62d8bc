/**
 * A waiting guest pays a paid offer partly with a gift card: a venue of its own
 * (docs/examples/osteria-del-porto.yaml, its pesto class with two places), full; two guests wait;
 * the places free up; from the offer's e-mail the first accepts the terms, applies a gift card in
 * the card step, sees what is left for her bank card, pays it and has the place. The second, still
 * waiting, leaves the list from his link and is told so. Screenshots: /tmp/offer-shots/.
 */
import { mkdirSync } from 'node:fs';
import { payDemoCard, setLanguage, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { emailIn } from '../support/outbox';
import { expectFitsOnNarrowPhone } from '../support/phone-fit';
import { E2E_DATA_DIR } from '../support/server';
import { botCheck, buyGiftcard, frontpageCall } from '../support/staff-door';
import { applyVenueFile, exampleVenue } from '../support/venue-files';

const SHOTS = '/tmp/offer-shots';

/** The example venue with two places in its Saturday pesto class (€70 a guest, prepaid); a demo venue, for the demo card gateway. */
const twoPlaceClass = (slug: string) => exampleVenue(slug).replace(`venue: ${slug}\n`, `venue: ${slug}\ndemo: true\n`).replace('    stock: 24\n', '    stock: 2\n');

test('a paid offer: a gift card pays part in its card step, the bank card the rest, and the place is hers; the next guest leaves the list', async ({
  page,
  request,
  site,
}) => {
  const slug = `osteria-offer-${Date.now().toString(36)}`;
  const { frontpageToken } = await applyVenueFile(request, twoPlaceClass(slug));
  const venue = { token: frontpageToken! };
  const { elenco } = await frontpageCall<{ elenco: Array<{ id: number; titolo: unknown }> }>(site, venue, 'experience/getexperiencelist');
  const pestoClass = elenco.find((e) => JSON.stringify(e.titolo).includes('Pesto class'))!.id;
  const form = {
    date: weekdayFrom('Europe/Rome', 8, 6),
    time: '10:00',
    pax: 2,
    experience: pestoClass,
    phonePrefix: '+39',
    phone: '347 123 4567',
    privacy: '1',
    language: 'en',
    lastName: 'Ospite',
  };
  const guest = async (firstName: string) => ({ ...form, firstName, email: `${firstName.toLowerCase()}.${slug}@example.com`, altcha: await botCheck(site, venue) });

  // Both places booked and paid.
  const first = await frontpageCall<{ hash: string; clientSecret: string }>(site, venue, 'reservation/hold', { ...(await guest('Primo')), cancellationPolicy: '1' });
  await frontpageCall(site, venue, 'payments/demo/confirm', { clientSecret: first.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  await frontpageCall(site, venue, 'reservation/complete', { hash: first.hash });
  // Nora waits for the class; a €50 gift card of the venue is hers.
  const waiting = await frontpageCall<{ outcome: string }>(site, venue, 'reservation/submit', { ...(await guest('Nora')), waitingList: '1' });
  expect(waiting.outcome).toBe('waiting');
  // Leo waits after her.
  expect((await frontpageCall<{ outcome: string }>(site, venue, 'reservation/submit', { ...(await guest('Leo')), waitingList: '1' })).outcome).toBe('waiting');
  const card = await buyGiftcard(site, venue, `gift.${slug}@example.com`, 5000);

  // The first party cancels in time: the places are offered to Nora.
  await frontpageCall(site, venue, 'reservation/cancel', { hash: first.hash });
  const offer = await emailIn(E2E_DATA_DIR, `nora.${slug}@example.com`, /^A place is free for you/);
  expect(offer.text).toContain('To confirm it, you pay €140.00 online.');

  await setLanguage(page, 'en');
  await page.goto(offer.links.get('Confirm the place')!);
  const area = page.locator('[data-remote="booking"]');
  const section = area.getByTestId('waiting-offer');
  // The offer is let go with its own button: no second way to the same end below it.
  await expect(section.getByRole('button', { name: 'I no longer need it' })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Cancel the reservation' })).toHaveCount(0);
  await section.getByRole('checkbox', { name: /I accept/ }).check();
  await section.getByRole('button', { name: 'Confirm and pay' }).click();
  const step = section.getByTestId('offer-card-step');
  await step.getByRole('button', { name: 'Use a gift card' }).click();
  await step.getByRole('textbox', { name: 'Gift card code' }).fill(card.code);
  await step.getByRole('button', { name: 'Apply' }).click();
  const applied = step.getByTestId('giftcard-applied');
  await expect(applied).toContainText('€50.00 used.');
  await expect(applied).toContainText('Left to pay by card: €90.00');
  expect((await frontpageCall<{ saldo: number }>(site, venue, 'giftcard/getbalance', { code: card.code })).saldo).toBe(0);

  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await applied.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/offer-giftcard-${width}x${height}.png` });
  }
  // On the narrowest phone, in every language: the card's lines and its "Remove" button fit.
  await expectFitsOnNarrowPhone(page, 'offer card step with a gift card');

  await payDemoCard(step, '€90.00');
  await expect(area.getByRole('status').first()).toHaveText('The place is yours: your booking is confirmed.');
  await page.screenshot({ path: `${SHOTS}/offer-giftcard-confirmed-1280x800.png` });
  const confirmed = await emailIn(E2E_DATA_DIR, `nora.${slug}@example.com`, /confirmed/i);
  expect(confirmed.text).toContain('Of which €50.00 with gift card');
  expect(confirmed.text).toContain('€90.00 by card');

  // Leo, still waiting, no longer needs a place: from his e-mail's link he leaves the list.
  const leo = await emailIn(E2E_DATA_DIR, `leo.${slug}@example.com`, /./);
  const leoLink = [...leo.links.values()].find((href) => href.includes('/edit'))!;
  await page.goto(leoLink);
  await expect(area.getByText('You are on the waiting list: we will e-mail you if a place frees up.', { exact: false })).toBeVisible();
  await expect(area.getByRole('heading', { name: 'No longer need a place?' })).toBeVisible();
  await expectFitsOnNarrowPhone(page, 'waiting-list entry');
  await area.getByRole('button', { name: 'Leave the waiting list' }).click();
  await page.getByRole('dialog', { name: 'Leave the waiting list?' }).getByRole('button', { name: 'Yes, leave it' }).click();
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('You left the waiting list');
  await expect(area.getByText('We will not offer you a place for this request. We sent you a confirmation by e-mail.')).toBeVisible();
  await emailIn(E2E_DATA_DIR, `leo.${slug}@example.com`, /^You left the waiting list/);
  // His link says so from then on.
  await page.goto(leoLink);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('You left the waiting list');
  await expect(area.getByRole('status')).toHaveText('We will not offer you a place for this request.');
  await page.screenshot({ path: `${SHOTS}/left-waiting-list-1280x800.png` });
  await expectFitsOnNarrowPhone(page, 'waiting list left');
});
