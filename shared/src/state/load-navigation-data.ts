import { loadExperiences } from './load-experiences';
import { loadServices } from './load-services';

/**
 * Spec section 2: services and experiences before a page (at boot) and again on each navigation
 * while they are missing. Each load is a no-op once its store is filled, and never throws
 * (failures are logged). The host and the standalone shells call it alike.
 */
export async function loadNavigationData(): Promise<void> {
  await Promise.all([loadServices(), loadExperiences()]);
}

/**
 * The same on a navigation of a server-rendered page, without the services: the phone prefixes
 * of every country (validating them is tens of milliseconds of a slow phone's main thread) are
 * loaded by the phone field that shows them (PhoneField), and a page whose first view has one
 * carries them (`phonePrefixes` in routes/route-table.ts).
 */
export async function loadNavigationDataForPage(): Promise<void> {
  await loadExperiences();
}
