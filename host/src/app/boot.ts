import { configureRuntime, fetchRuntimeConfig, loadLocation } from '@venue/shared';
import { registerRuntimeRemotes } from '../federation/remote-registry';
import { selectedVenue } from './venue-selection';

/**
 * Startup order of docs/product.md#screens-and-routes: runtime config (token, remote URLs), then the location,
 * and only then the app. Resolves false when the venue API cannot be reached.
 */
export async function boot(options: { retry: boolean }): Promise<boolean> {
  try {
    const config = await fetchRuntimeConfig({ venue: selectedVenue() });
    configureRuntime(config);
    registerRuntimeRemotes(config.remotes);
  } catch (error) {
    console.error('Error loading', error);
    return false;
  }
  return loadLocation({ force: options.retry });
}
