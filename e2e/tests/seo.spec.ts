// What search engines read (docs/seo.md), on the real build: every public page of the demo
// venues, as their sitemaps list them, has its canonical address, the alternates of the five
// languages and x-default, and one JSON-LD block schema.org accepts (checked with the server
// tests' validator, server/test/support/structured-data-check.mjs); a claimed promotion's code is
// noindex and carries none.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { repoRoot } from '../support/server';
import { waitForEmail } from '../support/outbox';
import { claimThroughForm } from '../support/promo';

const CHECK = path.join(repoRoot, 'server/test/support/structured-data-check.mjs');
const LANGS = ['it', 'en', 'fr', 'es', 'de', 'x-default'];

interface Report {
  issues: Array<{ severity: string; errorType?: string; rootType?: string; issueMessage: string }>;
}

const html = { accept: 'text/html' };
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const ldScripts = (body: string) => [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const pathOf = (address: string) => {
  const url = new URL(address);
  return url.pathname + url.search;
};

test('every public page of the demo venues: canonical, five languages and x-default, JSON-LD schema.org accepts', async ({ request }) => {
  test.setTimeout(180_000);
  const pages: Array<{ loc: string; body: string }> = [];
  for (const venue of ['cantina-aurora', 'chalet-du-lac', 'le-lagon']) {
    const sitemap = await request.get(`/sitemap.xml?venue=${venue}`);
    expect(sitemap.status()).toBe(200);
    const listed = locs(await sitemap.text());
    expect(listed.length).toBeGreaterThan(10);
    for (const loc of listed) {
      const res = await request.get(pathOf(loc), { headers: html });
      const body = await res.text();
      expect([loc, res.status(), res.headers()['x-robots-tag']]).toEqual([loc, 200, undefined]);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1]?.replace(/&amp;/g, '&');
      expect(pathOf(canonical!)).toBe(pathOf(loc));
      const hreflangs = [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)"/g)].map((m) => m[1]);
      expect(hreflangs.sort()).toEqual([...LANGS].sort());
      expect(ldScripts(body)).toHaveLength(1);
      pages.push({ loc, body });
    }
  }
  const reports = JSON.parse(
    execFileSync(process.execPath, [CHECK], { input: JSON.stringify(pages.map((p) => p.body)), maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }),
  ) as Report[];
  const problems = reports.flatMap((report, i) =>
    report.issues
      .filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg')
      .map((issue) => `${pages[i]!.loc}: ${issue.rootType}: ${issue.issueMessage}`),
  );
  expect(problems).toEqual([]);
});

test("a claimed promotion's code page is noindex, with no canonical address and no JSON-LD", async ({ page }) => {
  const email = `seo.${Date.now()}@example.com`;
  await page.goto('/promo/calice-di-benvenuto');
  await claimThroughForm(page, { firstName: 'Sara', lastName: 'Neri', email });
  const mail = await waitForEmail(email);
  const res = await page.request.get(mail.codePath, { headers: html });
  const body = await res.text();
  expect(body).toContain(mail.code);
  expect(res.headers()['x-robots-tag']).toBe('noindex');
  expect(body).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(body).not.toContain('rel="canonical"');
  expect(ldScripts(body)).toEqual([]);
});
