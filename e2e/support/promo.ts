import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { STAFF_SITE } from './server';

export const STAFF_TOKEN = 'st_demo_cantina_aurora';
export const FRONTPAGE_TOKEN = 'fp_demo_cantina_aurora';

/** Fills and sends the download-promo form (Italian labels, the site's default language). */
export async function claimThroughForm(page: Page, visitor: { firstName: string; lastName: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Scarica la promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scarica la promo' });
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(visitor.firstName);
  await dialog.getByRole('textbox', { name: 'Cognome' }).fill(visitor.lastName);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(visitor.email);
  await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await solveBotCheck(page);
  await dialog.getByRole('button', { name: 'Richiedi il codice' }).click();
}

/** Ticks the ALTCHA widget and waits for the proof of work (tiny under NODE_ENV=test). */
export async function solveBotCheck(page: Page): Promise<void> {
  // The widget draws its own tick over the input: click the label, as a person does.
  await page.locator('altcha-widget').getByText('Non sono un robot').click();
  await expect(page.getByText('Verificato')).toBeVisible({ timeout: 20_000 });
}

export async function staffCall(request: APIRequestContext, verb: 'lookup' | 'redeem', code: string) {
  return request.post(`${STAFF_SITE}/backend/api/staff/promo/${verb}`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` }, form: { code } });
}

export async function getPromo(request: APIRequestContext, urlName: string) {
  const res = await request.post('/backend/api/frontpage/promo/getpromo', { headers: { Authorization: `Bearer ${FRONTPAGE_TOKEN}` }, form: { urlName } });
  return (await res.json()).data as { scadenza: string; serverNow: string; rimanenti: number; stato: string };
}
