import { whenIdle } from './when-idle';
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
 * The same on a navigation, with the phone prefixes (services) fetched when the browser is idle:
 * only a phone field shows them, and it loads them itself if it comes first (PhoneField). A
 * server-rendered page carries them only when its first view has such a field.
 */
export async function loadNavigationDataWhenIdle(): Promise<void> {
  await Promise.all([whenIdle().then(() => loadServices()), loadExperiences()]);
}
