/**
 * A page's own data (a gift card, a promo, a code), fetched by the server while it renders the
 * page and carried in the boot data, so the browser's first render shows the same thing the
 * HTML shows (no hydration mismatch, no spinner) and does not ask the API again.
 *
 * A screen opts in by naming its data: `useApiData(load, deps, { answerKey })`. On the server
 * the first render of that screen suspends on `load`; React's renderer waits for it and renders
 * again with the answer. In the browser the answer is used once, by the first screen that asks
 * for it; a later visit to the screen loads afresh.
 *
 * Each server render has its own `PageAnswers`, given to its tree through `PageAnswersContext`,
 * so renders of different pages run side by side without seeing each other's data. The browser
 * has one, the page's, seeded from the boot data.
 */
import { createContext, useContext } from 'react';

export type PageAnswer = { status: 'ready'; data: unknown } | { status: 'notFound' };

interface Pending {
  promise: Promise<void>;
  done: boolean;
}

export class PageAnswers {
  private readonly answers = new Map<string, PageAnswer>();
  private readonly loading = new Map<string, Pending>();

  /** `onServer`: a server render, whose screens load their named data before they render. */
  constructor(readonly onServer: boolean) {}

  peek(key: string): PageAnswer | undefined {
    return this.answers.get(key);
  }

  /** Browser: an answer is used once; the screen's next mount loads afresh. */
  forget(key: string): void {
    this.answers.delete(key);
  }

  /** Browser: the answers of the server-rendered page, before hydration. */
  seed(record: Record<string, PageAnswer> | undefined): void {
    for (const [key, answer] of Object.entries(record ?? {})) this.answers.set(key, answer);
  }

  /** Server: what the render fetched, for the boot data. */
  all(): Record<string, PageAnswer> {
    return Object.fromEntries(this.answers);
  }

  /**
   * Server: the promise a render suspends on until `key` is answered, or null when there is
   * nothing to wait for. A failure other than "not found" records nothing: the server renders
   * the loading state and the browser loads the data itself.
   */
  load(key: string, load: () => Promise<unknown>, isNotFound: (error: unknown) => boolean): Promise<void> | null {
    if (this.answers.has(key)) return null;
    const known = this.loading.get(key);
    if (known) return known.done ? null : known.promise;
    const entry: Pending = { done: false, promise: Promise.resolve() };
    entry.promise = load()
      .then(
        (data) => void this.answers.set(key, { status: 'ready', data }),
        (error: unknown) => {
          if (isNotFound(error)) this.answers.set(key, { status: 'notFound' });
        },
      )
      .finally(() => {
        entry.done = true;
      });
    this.loading.set(key, entry);
    return entry.promise;
  }
}

/** The browser page's answers (a page is one render). */
export const browserPageAnswers = new PageAnswers(false);

/** The answers of the page being rendered: the browser's by default, a server render's own inside it. */
export const PageAnswersContext = createContext<PageAnswers>(browserPageAnswers);

export const usePageAnswers = (): PageAnswers => useContext(PageAnswersContext);

/** Browser: the answers of the server-rendered page, before hydration. */
export const seedPageAnswers = (record: Record<string, PageAnswer> | undefined): void => browserPageAnswers.seed(record);
