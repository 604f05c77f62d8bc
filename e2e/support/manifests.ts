import type { APIRequestContext, Page } from '@playwright/test';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}
interface Manifest {
  metaData: { publicPath?: string };
  shared: ManifestShared[];
}

export const APP_MANIFESTS: Record<string, string> = {
  host: '/mf-manifest.json',
  giftcards: '/remotes/giftcards/mf-manifest.json',
  booking: '/remotes/booking/mf-manifest.json',
  promo: '/remotes/promo/mf-manifest.json',
};

/** For each shared package: every JS file, of any app, that carries a copy of it. */
export async function sharedAssetFiles(request: APIRequestContext): Promise<Map<string, Set<string>>> {
  const files = new Map<string, Set<string>>();
  for (const [app, url] of Object.entries(APP_MANIFESTS)) {
    const manifest = (await (await request.get(url)).json()) as Manifest;
    const base = app === 'host' ? '/' : url.replace('mf-manifest.json', '');
    for (const shared of manifest.shared) {
      const set = files.get(shared.name) ?? new Set<string>();
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) set.add(`${base}${file}`);
      files.set(shared.name, set);
    }
  }
  return files;
}

/** The scripts the server named in the page for the browser to fetch early (after-paint loader's preloads), by path. */
export function scriptsNamedEarly(page: Page): Promise<string[]> {
  return page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
}
