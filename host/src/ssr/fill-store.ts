import { experiencesAtom, locationAtom, prefixListAtom, type BootData, type Store } from '@venue/shared';

/** Puts the boot data in the store: the load rules then see it filled and fetch nothing again. */
export function fillStore(data: BootData, store: Store): Store {
  store.set(locationAtom, data.location);
  store.set(prefixListAtom, data.prefixList);
  store.set(experiencesAtom, data.experiences ?? { items: [], pages: 0, total: 0 });
  return store;
}
