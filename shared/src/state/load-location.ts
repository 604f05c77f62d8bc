import { apiPost } from '../api/api-post';
import { API_PATHS } from '../api/paths';
import { LocationSchema } from '../schemas/location';
import { parseWith } from '../schemas/parse-with';
import { locationAtom } from './atoms';
import { dedupe } from './load-options';
import type { LoadOptions } from './load-options';
import { appStore } from './store';
import type { Store } from './store';

const fetchLocation = dedupe(async (store: Store) => {
  try {
    const res = await apiPost(API_PATHS.location);
    if (!res.status) throw res.error ?? new Error('status false');
    const parsed = parseWith(LocationSchema, res.data);
    if (!parsed.ok) {
      console.error('Error during validation of data', parsed.error);
    } else {
      store.set(locationAtom, parsed.value);
    }
  } catch (err) {
    console.error('Error loading', err);
  }
  return store.get(locationAtom) !== null;
});

/**
 * Loads the venue into `locationAtom` when it is empty or `force` is set (docs/product.md#states).
 * Failures are logged and leave the state unchanged. Resolves true when a location is in the
 * store afterwards, so the host can show its "API unreachable" screen otherwise.
 */
export async function loadLocation(options: LoadOptions = {}): Promise<boolean> {
  const store = options.store ?? appStore;
  if (!options.force && store.get(locationAtom) !== null) return true;
  return fetchLocation(store);
}
