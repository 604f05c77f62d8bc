import type { Store } from './store';

export interface LoadOptions {
  /** Reload even when the data is already in the store. */
  force?: boolean;
  /** Store to load into; default `appStore`. */
  store?: Store;
}

/**
 * Runs `load` once per store at a time: a call made while the same load is in flight shares
 * its promise (navigations in quick succession do not send duplicate requests).
 */
export function dedupe(load: (store: Store) => Promise<boolean>): (store: Store) => Promise<boolean> {
  const inFlight = new WeakMap<Store, Promise<boolean>>();
  return (store) => {
    const pending = inFlight.get(store);
    if (pending) return pending;
    const run = load(store).finally(() => inFlight.delete(store));
    inFlight.set(store, run);
    return run;
  };
}
