import { apiPost } from '../api/api-post';
import { API_PATHS } from '../api/paths';
import { normaliseExperienceList } from '../schemas/experience-list';
import type { ExperienceList } from '../schemas/experience-list';
import { experiencesAtom } from './atoms';
import { dedupe } from './load-options';
import type { LoadOptions } from './load-options';
import { appStore } from './store';
import type { Store } from './store';

const fetchExperiences = dedupe(async (store: Store) => {
  let stored = false;
  try {
    const res = await apiPost(API_PATHS.experienceList);
    if (!res.status) throw res.error ?? new Error('status false');
    let list: ExperienceList | undefined;
    try {
      list = normaliseExperienceList(res.data);
    } catch (err) {
      console.error('Error during validation of data', err);
    }
    if (list) {
      store.set(experiencesAtom, list);
      stored = true;
    }
  } catch (err) {
    console.error('Error loading data', err);
  }
  return stored || store.get(experiencesAtom).total > 0;
});

/**
 * Loads the experience list when its total is 0 or forced (docs/product.md#states). Resolves true when
 * the list was stored (even an empty one) or the store already held experiences.
 */
export async function loadExperiences(options: LoadOptions = {}): Promise<boolean> {
  const store = options.store ?? appStore;
  if (!options.force && store.get(experiencesAtom).total > 0) return true;
  return fetchExperiences(store);
}
