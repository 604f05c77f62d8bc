import path from 'node:path';
import type { Server } from 'node:http';
import { test, expect, DEMO } from '../support/fixtures';
import { E2E_PORT, repoRoot, STANDALONE_PORT } from '../support/server';
import { serveStatic } from '../support/static-server';

let server: Server;
test.beforeAll(async () => {
  server = await serveStatic(path.join(repoRoot, 'remote-booking', 'dist'), STANDALONE_PORT);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('QA runs the booking remote alone, from its own build on its own origin, against the API', async ({ page, pageErrors }) => {
  const api = `http://localhost:${E2E_PORT}`;
  await page.goto(`http://localhost:${STANDALONE_PORT}/reserve?api=${encodeURIComponent(api)}&venue=${DEMO.chalet.slug}`);
  await expect(page.locator('[data-page="Reserve"]')).toBeVisible();
  // Its own shell: the remote's routes only, no host header.
  await expect(page.getByText(/modalità autonoma/)).toBeVisible(); // the shell's label, in Italian (the default)
  await expect(page.locator('[data-venue-slot]')).toHaveCount(0);
  // Another of its routes, with parameters, after in-app navigation and a reload.
  await page.goto(`http://localhost:${STANDALONE_PORT}/reserve/abc/edit`);
  await expect(page.locator('[data-page="ReserveEdit"]')).toBeVisible();
  // Its parameter reached the screen: the hash was looked up (an unknown one).
  await expect(page.locator('[data-page="ReserveEdit"] h1')).toHaveText('Prenotazione non trovata');
  expect(pageErrors).toEqual([]);
});
