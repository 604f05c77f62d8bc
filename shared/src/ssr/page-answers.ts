/**
 * A page's own data (a gift card, a promo, a code), loaded by its route's loader
 * (routes/page-loader.ts) and carried in the boot data, so the browser's first render shows the
 * same thing the HTML shows (no hydration mismatch, no spinner) and does not ask the API again.
 *
 * The server render calls the loader once, before it renders, and gives the answers to its tree
 * through `PageAnswersContext`: each render has its own, so renders of different pages run side
 * by side without seeing each other's data. The browser has one, the page's, seeded from the
 * boot data; a screen uses its answer once (routes/use-page-data.ts), a later visit loads afresh.
 */
import { createContext, useContext } from 'react';

export type PageAnswer = { status: 'ready'; data: unknown } | { status: 'notFound' };

export class PageAnswers {
  private readonly answers: Map<string, PageAnswer>;

  constructor(answers: Record<string, PageAnswer> = {}) {
    this.answers = new Map(Object.entries(answers));
  }

  peek(name: string): PageAnswer | undefined {
    return this.answers.get(name);
  }

  /** Browser: an answer is used once; the screen's next mount loads afresh. */
  forget(name: string): void {
    this.answers.delete(name);
  }

  /** Browser: the answers of the server-rendered page, before hydration. */
  seed(record: Record<string, PageAnswer> | undefined): void {
    for (const [name, answer] of Object.entries(record ?? {})) this.answers.set(name, answer);
  }

  /** Server: what the render's loader answered, for the boot data. */
  all(): Record<string, PageAnswer> {
    return Object.fromEntries(this.answers);
  }
}

/** The browser page's answers (a page is one render). */
export const browserPageAnswers = new PageAnswers();

/** The answers of the page being rendered: the browser's by default, a server render's own inside it. */
export const PageAnswersContext = createContext<PageAnswers>(browserPageAnswers);

export const usePageAnswers = (): PageAnswers => useContext(PageAnswersContext);

/** Browser: the answers of the server-rendered page, before hydration. */
export const seedPageAnswers = (record: Record<string, PageAnswer> | undefined): void => browserPageAnswers.seed(record);
