import { crossesSecretBoundary, rowOfPath, type RemoteName } from '@venue/shared';
import { prefetchRemotePages } from '../../federation/remote-registry';

/** The pages already asked for in this document, by `<remote>:<page>`. */
const asked = new Set<string>();

/**
 * Fetches and runs, ahead of the visitor, what the page at `href` needs before it can show: its
 * remote's entry and `./pages` module with the remote's texts in the page's language, then the
 * page's own chunk (its `preload`). Nothing for the host's own pages (their code is the host's),
 * another site, or an address the history opens as a new document (across a secret address:
 * host/src/app/app.tsx). Once per page and document; a failure is forgotten, and the visitor's
 * own load asks again. Resolves with false when it failed.
 */
export function prefetchPage(href: string): Promise<boolean> {
  const url = new URL(href, document.baseURI);
  if (url.origin !== window.location.origin || crossesSecretBoundary(window.location.pathname, url.pathname)) return Promise.resolve(true);
  const row = rowOfPath(url.pathname);
  if (!row || row.owner === 'host') return Promise.resolve(true);
  const key = `${row.owner}:${row.page}`;
  if (asked.has(key)) return Promise.resolve(true);
  asked.add(key);
  return prefetchRemotePages(row.owner as RemoteName)
    .then((pages) => pages[row.page]?.preload?.())
    .then(
      () => true,
      () => {
        asked.delete(key);
        return false;
      },
    );
}
