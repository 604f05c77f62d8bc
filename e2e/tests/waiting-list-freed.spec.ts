/**
 * A place frees up while the guest is joining the waiting list of a booking that needs a card:
 * the server answers SEATS_FREED and writes nothing; the flow books the place instead, from the
 * card step, with the news. A venue of its own (docs/examples/osteria-del-porto.yaml with a
 * four-seat lunch and a card guarantee from three guests), so no other test's tables move.
 */
import { chooseDay, choosePax, fillDetails, plainTableSteps, saveDemoCard, setLanguage, solveBotCheck, texts, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { applyVenueFile, exampleVenue } from '../support/venue-files';
import { botCheck, frontpageCall } from '../support/staff-door';

/**
 * The example venue with a lunch of four seats, and a card guarantee for three guests and more;
 * a demo venue, for the demo card gateway serves demo venues only.
 */
function smallVenue(slug: string): string {
  return exampleVenue(slug)
    .replace(`venue: ${slug}\n`, `venue: ${slug}\ndemo: true\n`)
    .replace('    capacity: 40', '    capacity: 4')
    .replace('  maxGuests: 8\n', '  maxGuests: 8\n  cardGuarantee:\n    per: guest\n    amount: 20\n    cancellationHours: 24\n    fromGuests: 3\n');
}

test('a place freed while the guest joins the waiting list: the card step instead, with the news, and the booking made', async ({ page, request, site }) => {
  const slug = `osteria-freed-${Date.now().toString(36)}`;
  const { frontpageToken } = await applyVenueFile(request, smallVenue(slug));
  const venue = { token: frontpageToken! };
  const wednesday = weekdayFrom('Europe/Rome', 7, 3);
  // Two parties of two fill the lunch at 12:00.
  const fillers: string[] = [];
  for (const name of ['Primo', 'Secondo']) {
    const answer = await frontpageCall<{ reservation: { hash: string } }>(site, venue, 'reservation/submit', {
      date: wednesday,
      time: '12:00',
      pax: 2,
      firstName: name,
      lastName: 'Ospite',
      email: `${name.toLowerCase()}.${slug}@example.com`,
      phonePrefix: '+39',
      phone: '347 123 4567',
      privacy: '1',
      language: 'en',
      altcha: await botCheck(site, venue),
    });
    fillers.push(answer.reservation.hash);
  }

  // A party of three finds 12:00 full and goes for its waiting list: no card asked.
  const t = texts('en');
  const area = page.locator('[data-remote="booking"]');
  await setLanguage(page, 'en');
  await page.goto(`/reserve?venue=${slug}`);
  await choosePax(page, 3);
  await chooseDay(page, wednesday, 'en');
  await area.locator('section').getByRole('button', { name: '12:00, waiting list' }).click();
  await plainTableSteps(page, 'en');
  await fillDetails(page, { firstName: 'Nora', lastName: 'Attesa', email: `nora.${slug}@example.com` }, 'en');
  await solveBotCheck(page, 'en');

  // Both parties cancel before she sends it.
  for (const hash of fillers) await frontpageCall(site, venue, 'reservation/cancel', { hash });
  await area.getByRole('button', { name: 'Join the waiting list' }).click();

  // The card step of the booking, with the news; nothing was written for the waiting list.
  await expect(area.getByRole('status').filter({ hasText: 'a place has just freed up at 12:00' })).toBeVisible();
  await expect(area.getByTestId('guarantee-terms')).toBeVisible();
  await area.getByRole('checkbox', { name: t.accept }).check();
  await solveBotCheck(page, 'en');
  await area.getByRole('button', { name: t.toCard }).click();
  await saveDemoCard(page, 'en');
  await area.getByRole('button', { name: 'Confirm the reservation' }).click();
  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Your reservation is confirmed');
  await expect(area.getByText(`nora.${slug}@example.com`).first()).toBeVisible();
});
