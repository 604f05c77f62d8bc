import { atom } from 'jotai';
import type { Location } from '../schemas/location';
import type { PrefixEntry } from '../schemas/prefix-entry';
import type { ExperienceList } from '../schemas/experience-list';

/** The venue; null until loaded. */
export const locationAtom = atom<Location | null>(null);
locationAtom.debugLabel = 'location';

/** Phone prefix list (services); null until loaded. */
export const prefixListAtom = atom<PrefixEntry[] | null>(null);
prefixListAtom.debugLabel = 'prefixList';

/** Experience list; `total` 0 means not loaded (or none), see loadExperiences. */
export const experiencesAtom = atom<ExperienceList>({ items: [], pages: 0, total: 0 });
experiencesAtom.debugLabel = 'experiences';
