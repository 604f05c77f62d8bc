/**
 * A page's own data (a gift card, a promo, a code), fetched by the server while it renders the
 * page and carried in the boot data, so the browser's first render shows the same thing the
 * HTML shows (no hydration mismatch, no spinner) and does not ask the API again.
 *
 * A screen opts in by naming its data: `useApiData(load, deps, { answerKey })`. On the server
 * the first render of that screen suspends on `load`; React's renderer waits for it and renders
 * again with the answer. In the browser the answer is used once, by the first screen that asks
 * for it; a later visit to the screen loads afresh, as before.
 */
export type PageAnswer = { status: 'ready'; data: unknown } | { status: 'notFound' };

const answers = new Map<string, PageAnswer>();
interface Pending {
  promise: Promise<void>;
  done: boolean;
}
const loading = new Map<string, Pending>();
let rendering = false;

/** Server: a page render starts; answers of the previous page are dropped. */
export function beginServerAnswers(): void {
  answers.clear();
  loading.clear();
  rendering = true;
}

/** Server: the render ended; what it fetched, for the boot data. */
export function takeServerAnswers(): Record<string, PageAnswer> {
  rendering = false;
  loading.clear();
  const taken = Object.fromEntries(answers);
  answers.clear();
  return taken;
}

/** Browser: the answers of the server-rendered page, before hydration. */
export function seedPageAnswers(record: Record<string, PageAnswer> | undefined): void {
  for (const [key, answer] of Object.entries(record ?? {})) answers.set(key, answer);
}

export const isRenderingOnServer = (): boolean => rendering;

export function peekPageAnswer(key: string): PageAnswer | undefined {
  return answers.get(key);
}

/** Browser: an answer is used once; the screen's next mount loads afresh. */
export function forgetPageAnswer(key: string): void {
  answers.delete(key);
}

/**
 * Server: the promise a render suspends on until `key` is answered, or null when there is
 * nothing to wait for. A failure other than "not found" records nothing: the server renders
 * the loading state and the browser loads the data itself.
 */
export function loadPageAnswer(key: string, load: () => Promise<unknown>, isNotFound: (error: unknown) => boolean): Promise<void> | null {
  if (answers.has(key)) return null;
  const known = loading.get(key);
  if (known) return known.done ? null : known.promise;
  const entry: Pending = { done: false, promise: Promise.resolve() };
  entry.promise = load()
    .then(
      (data) => void answers.set(key, { status: 'ready', data }),
      (error: unknown) => {
        if (isNotFound(error)) answers.set(key, { status: 'notFound' });
      },
    )
    .finally(() => {
      entry.done = true;
    });
  loading.set(key, entry);
  return entry.promise;
}
