import { loadExperiences, loadServices } from '@venue/shared';

/**
 * Spec section 2: services and experiences before a page (at boot) and again on each navigation
 * while they are missing. Each load is a no-op once its store is filled, and never throws
 * (failures are logged).
 */
export async function navigationLoads(): Promise<void> {
  await Promise.all([loadServices(), loadExperiences()]);
}
