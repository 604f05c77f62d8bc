/**
 * Server-rendered pages kept for one second (a micro-cache, as nginx and the big frameworks
 * keep pages): a page asked for by many visitors at once is rendered once per second, not once
 * per visitor. Rendering is CPU work on the one thread, so without this the 10th visitor waits
 * for nine renders.
 *
 * Never stale beyond that second, nor across a venue change: the key holds the venue's
 * read-cache generation (dropped on every committed change, modules/read-cache). Only pages
 * everyone with the address sees alike are kept: the route table's `everyone` rows
 * (shared/src/routes/route-table.ts), never its `personal` ones (a booking's edit pages, a
 * payment, an outcome page). An address no route owns is kept as one not-found page per venue
 * and language, whatever the address (html-page.ts):
 * anyone can make those up, so they must not take one entry each; so can query parameters, and
 * the key holds only those the pages read (page-url.ts). The CSP nonce differs per
 * response: a page is kept with a placeholder, replaced by each response's own nonce.
 */
import { SharedFlights } from '../lib/shared-flights';

export interface RenderedPage {
  status: number;
  /** The page with `placeholder` wherever the response's nonce goes. */
  html: string;
  placeholder: string;
  /** An area failed on the server and is left to the browser (never kept: the next may work). */
  partial?: boolean;
}

const TTL_MS = 1000;
const MAX_PAGES = 500;

export class PageCache {
  private readonly pages = new Map<string, { at: number; page: RenderedPage }>();
  private readonly flights = new SharedFlights();

  constructor(private readonly clock: () => number = Date.now) {}

  /** The page for `key` from the last second, else rendered (once for all who ask meanwhile). */
  async get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const hit = this.pages.get(key);
    if (hit && this.clock() - hit.at < TTL_MS) return hit.page;
    return this.flights.run(key, async () => {
      const started = this.clock();
      const page = await render();
      // A failed render or a partial one is not kept; a not-found page of a shared address is.
      if (page && !page.partial && (page.status === 200 || page.status === 404)) this.keep(key, { at: started, page });
      return page;
    });
  }

  /**
   * Keeps the page as the newest, and drops from the oldest end every page past its second (it
   * can never be answered again: a venue's change makes new keys, and the old ones would stay
   * until MAX_PAGES newer came, some 50 KB each) and beyond MAX_PAGES the oldest.
   */
  private keep(key: string, entry: { at: number; page: RenderedPage }): void {
    this.pages.delete(key);
    this.pages.set(key, entry);
    const expired = this.clock() - TTL_MS;
    for (const [oldestKey, oldest] of this.pages) {
      if (oldest.at > expired && this.pages.size <= MAX_PAGES) break;
      this.pages.delete(oldestKey);
    }
  }

  /** Pages held now (past their second or not). */
  get size(): number {
    return this.pages.size;
  }
}

/** The page with this response's nonce. */
export const withResponseNonce = (page: RenderedPage, nonce: string): string => page.html.split(page.placeholder).join(nonce);
