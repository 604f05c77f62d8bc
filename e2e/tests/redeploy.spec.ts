/**
 * The booking remote released alone, as a feature team does: its build is replaced under a running
 * site, and visitors get it without a restart or a host rebuild. The site here is a deployment of
 * its own (support/composed-site.ts) whose booking remote is a copy of the repository's build,
 * rebuilt in place (DIST_DIR), so the other tests keep the repository's builds meanwhile.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { startComposedSite } from '../support/composed-site';
import { E2E_PORT, repoRoot } from '../support/server';

const PORT = E2E_PORT + 4;

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
  test.setTimeout(300_000);
  const deployed = path.join(mkdtempSync(path.join(tmpdir(), 'venue-e2e-redeploy-')), 'dist');
  cpSync(path.join(repoRoot, 'remote-booking', 'dist'), deployed, { recursive: true });
  const site = await startComposedSite(PORT, { 'remote-booking': deployed });
  try {
    const hostDist = path.join(repoRoot, 'host', 'dist');
    const hostBefore = digestOf(hostDist);

    await page.goto(`${site.url}/reserve`);
    const screen = page.locator('[data-remote="booking"] [data-page="Reserve"]');
    const labelBefore = await screen.getAttribute('data-build');
    const serverRendered = async () => (await page.request.get(`${site.url}/reserve`, { headers: { accept: 'text/html' } })).text();
    expect(await serverRendered(), 'the server renders the same build').toContain(`data-build="${labelBefore}"`);

    const label = `redeploy-${Date.now()}`;
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', '@venue/remote-booking', 'run', 'build'], {
      cwd: repoRoot,
      // Unminified (MINIFY=false, webpack/app-config.cjs): the release it proves does not depend on the minifier.
      env: { ...process.env, BUILD_LABEL: label, DIST_DIR: deployed, MINIFY: 'false' },
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
    await page.goto(`${site.url}/frontpage/giftcards`);
    await expect(page.locator('[data-remote="giftcards"] [data-page="GiftcardList"]')).toBeVisible();
  } finally {
    await site.stop();
    rmSync(path.dirname(deployed), { recursive: true, force: true });
  }
});
