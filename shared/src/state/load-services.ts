import { apiPost } from '../api/api-post';
import { API_PATHS } from '../api/paths';
import { ServicesSchema } from '../schemas/prefix-entry';
import { parseWith } from '../schemas/parse-with';
import { prefixListAtom } from './atoms';
import { dedupe } from './load-options';
import type { LoadOptions } from './load-options';
import { appStore } from './store';
import type { Store } from './store';

const fetchServices = dedupe(async (store: Store) => {
  try {
    const res = await apiPost(API_PATHS.services);
    if (!res.status) throw res.error ?? new Error('status false');
    const parsed = parseWith(ServicesSchema, res.data);
    if (!parsed.ok) {
      console.error('Error during validation of data', parsed.error);
    } else {
      store.set(prefixListAtom, parsed.value.prefixList);
    }
  } catch (err) {
    console.error('Error loading data', err);
  }
  return store.get(prefixListAtom) !== null;
});

/** Loads the phone prefix list when empty or forced (docs/product.md#states); resolves true when loaded. */
export async function loadServices(options: LoadOptions = {}): Promise<boolean> {
  const store = options.store ?? appStore;
  if (!options.force && store.get(prefixListAtom) !== null) return true;
  return fetchServices(store);
}
