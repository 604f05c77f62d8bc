import { createStore } from 'jotai';

export type Store = ReturnType<typeof createStore>;

/** The one jotai store of the site; the host renders `<Provider store={appStore}>`. */
export const appStore: Store = createStore();
