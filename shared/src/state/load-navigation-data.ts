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
