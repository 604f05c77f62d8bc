/**
 * A paid experience end to end on a phone, in English, with the demo gateway (the e2e server
 * has no Stripe keys): the harvest in the vineyard is prepaid online (€95 per guest) and asks
 * two extra questions (breakfast, required; allergies). The answers are checked on the details
 * step and shown in the summary; the terms (what is paid, the refund rule) are accepted; the
 * seats are held while the guest pays; a declined card stays on the payment step with the
 * bank's reason; the paid booking is confirmed, its end page and e-mail show what was paid and
 * the answers; the edit link says the refund rule and a cancellation refunds in full.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeFor } from '../support/axe';
import { type Page } from '@playwright/test';
import { choosePax, chooseDay, chooseTime, setLanguage, solveBotCheck, weekdayFrom } from '../support/booking';
import { expect, test } from '../support/fixtures';
import { E2E_DATA_DIR } from '../support/server';

const ROME = 'Europe/Rome';
const EMAIL = 'paid.harvest@example.com';

/** The outbox entry of the e-mail to `to` whose subject matches. */
async function emailTo(to: string, subject: RegExp): Promise<{ subject: string; html: string }> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let file = '';
  let found = '';
  await expect
    .poll(
      () => {
        try {
          const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as Array<{ file: string; to: string; subject: string }>;
          const hit = index.find((e) => e.to === to && subject.test(e.subject));
          file = hit?.file ?? '';
          found = hit?.subject ?? '';
        } catch {
          return '';
        }
        return file;
      },
      { timeout: 15_000, message: `e-mail to ${to} matching ${subject}` },
    )
    .not.toBe('');
  return { subject: found, html: readFileSync(path.join(dir, `${file}.html`), 'utf8') };
}

/** No serious or critical axe-core violation on the screen as it is. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await axeFor(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function payWithDemoCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: 'Pay €190.00' }).click();
}

test('a prepaid experience: extra questions, terms, a declined card, paid on the demo gateway; e-mail, end page, refund on cancel', async ({ page, request }) => {
  await setLanguage(page, 'en');
  const list = await request.post('/backend/api/frontpage/experience/getexperiencelist', { headers: { Authorization: 'Bearer fp_demo_cantina_aurora' } });
  const harvest = ((await list.json()).data.elenco as Array<{ id: number; hash: string }>).find((e) => e.hash === 'aurora-vendemmia')!;
  // The harvest runs on weekends from two weeks after the demo data was seeded.
  const saturday = weekdayFrom(ROME, 15, 6);

  await page.goto(`/reserve?experience=${harvest.id}`);
  const area = page.locator('[data-remote="booking"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('A morning in the vineyard');
  await choosePax(page, 2);
  await chooseDay(page, saturday, 'en');
  await chooseTime(page, '09:00');

  // Details, with the experience's questions: breakfast is required.
  await area.getByRole('textbox', { name: 'First name', exact: true }).fill('Lena');
  await area.getByRole('textbox', { name: 'Last name' }).fill('Vogel');
  await area.getByRole('textbox', { name: 'Number' }).fill('347 123 4567');
  await area.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await area.getByRole('checkbox', { name: /privacy policy/ }).check();
  const questions = area.getByTestId('extra-questions');
  await expect(questions.getByText('A few more questions')).toBeVisible();
  await area.getByRole('button', { name: 'Continue' }).click();
  await expect(area.getByRole('combobox', { name: /Breakfast/ })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await area.getByRole('combobox', { name: /Breakfast/ }).selectOption({ label: 'Vegetarian' });
  await area.getByRole('textbox', { name: 'Allergies or intolerances' }).fill('Walnuts');
  await area.getByRole('button', { name: 'Continue' }).click();

  // Summary: the answers, what is paid now and the refund rule, accepted before paying.
  await expect(area.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(area.getByText('Vegetarian')).toBeVisible();
  await expect(area.getByText('Walnuts')).toBeVisible();
  const terms = area.getByTestId('payment-terms');
  await expect(terms).toContainText('To pay now online: €190.00');
  await expect(terms).toContainText(/Cancel before .* and €190.00 is refunded in full/);
  await expectAccessible(page);
  await area.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(area.getByText('Accept the cancellation policy to proceed with the booking.')).toBeVisible();
  await area.getByRole('checkbox', { name: /I accept the online payment/ }).check();
  await solveBotCheck(page, 'en');
  await area.getByRole('button', { name: 'Continue to payment' }).click();

  // The seats are held while the guest pays; a declined card keeps them on this step.
  const step = area.getByTestId('payment-step');
  await expect(step.getByText(/Your seats are held for you until/)).toBeVisible();
  await expect(step.getByText('TEST MODE')).toBeVisible();
  await payWithDemoCard(page, '4000 0000 0000 0002');
  await expect(step.getByRole('alert')).toContainText('Your card was declined.');
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/reserve\?experience=/);
  await payWithDemoCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/reserve\/confirmed$/);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Your reservation is confirmed');
  await expect(area.getByTestId('payment-terms')).toContainText('Paid online: €190.00');
  await expect(area.getByText('Vegetarian')).toBeVisible();

  // The e-mail says what was paid, the refund rule and the answers.
  const mail = await emailTo(EMAIL, /Reservation confirmed/);
  expect(mail.html).toContain('Paid online: €190.00');
  expect(mail.html).toContain('Breakfast');
  expect(mail.html).toContain('Vegetarian');
  expect(mail.html).toContain('Walnuts');
  expect(mail.html).toMatch(/is refunded in full/);

  // The edit link states the refund rule; cancelling in time refunds in full.
  await area.getByRole('button', { name: 'Change or cancel' }).click();
  await expect(area.getByTestId('refund-rule')).toHaveText('If you cancel now, €190.00 is refunded in full.');
  await area.getByRole('button', { name: 'Cancel the reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the reservation?' });
  await expect(dialog.getByText('The table will be offered to other guests.')).toBeVisible();
  // By keyboard: on this phone the edit page's month calendar is a few pixels wider than the
  // screen, and Playwright's tap lands beside the sheet's button (a person's tap does not).
  await dialog.getByRole('button', { name: 'Yes, cancel' }).press('Enter');
  await expect(page).toHaveURL(/\/edit\/confirm$/);
  await expect(area.getByTestId('refund-outcome')).toContainText('€190.00 is refunded in full to your card');
  const cancelled = await emailTo(EMAIL, /Reservation cancelled/);
  expect(cancelled.html).toContain('€190.00 is refunded in full to your card');
});
