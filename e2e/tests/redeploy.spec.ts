import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { repoRoot } from '../support/server';

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    try {
      hash.update(file).update(readFileSync(path.join(dir, file)));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex');
}

test('a new build of remote-booking alone reaches visitors; the host is not rebuilt', async ({ page }) => {
  test.setTimeout(240_000);
  const hostDist = path.join(repoRoot, 'host', 'dist');
  const hostBefore = digestOf(hostDist);

  await page.goto('/reserve');
  const screen = page.locator('[data-remote="booking"] [data-page="Reserve"]');
  const labelBefore = await screen.getAttribute('data-build');
  const serverRendered = async () => (await page.request.get('/reserve', { headers: { accept: 'text/html' } })).text();
  expect(await serverRendered(), 'the server renders the same build').toContain(`data-build="${labelBefore}"`);

  const label = `redeploy-${Date.now()}`;
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', '@venue/remote-booking', 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, BUILD_LABEL: label },
    stdio: 'pipe',
  });

  await page.reload();
  await expect(screen).toHaveAttribute('data-build', label);
  expect(label).not.toBe(labelBefore);
  // The server renders /reserve with the new server build too, without a restart (it re-reads
  // the remote's server manifest before rendering).
  expect(await serverRendered()).toContain(`data-build="${label}"`);
  expect(digestOf(hostDist), 'host files untouched').toBe(hostBefore);
  // The other remotes are untouched too.
  await page.goto('/frontpage/giftcards');
  await expect(page.locator('[data-remote="giftcards"] [data-page="GiftcardList"]')).toBeVisible();
});
