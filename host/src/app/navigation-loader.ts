import { loadExperiences, loadServices } from '@venue/shared';

// Each load is a no-op once its store is filled, and never throws (failures are logged).
export async function navigationLoader(): Promise<null> {
  await Promise.all([loadServices(), loadExperiences()]);
  return null;
}
