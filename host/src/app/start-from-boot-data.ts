import { appStore, configureRuntime, i18n, seedPageAnswers, storedLanguage, type BootData } from '@venue/shared';
import { registerRuntimeRemotes } from '../federation/remote-registry';
import { fillStore } from '../ssr/fill-store';
import { createHostRouter } from './router';
import { selectedVenue } from './venue-selection';

/**
 * Starts the page from the server's boot data (config, venue, stores, language, route data), so
 * hydration sees what the server rendered and no API call repeats what the page already holds.
 * Returns null when there is none, or when the visitor's stored choice (venue, language)
 * differs from what the server knew: then the page is rendered in the browser, as before.
 */
export function startFromBootData(data: BootData | null): ReturnType<typeof createHostRouter> | null {
  if (!data) return null;
  const venue = selectedVenue();
  const language = storedLanguage();
  if ((venue && venue !== data.venue) || (language && language !== data.language)) return null;
  configureRuntime(data.config);
  registerRuntimeRemotes(data.config.remotes);
  fillStore(data, appStore);
  seedPageAnswers(data.answers);
  void i18n.changeLanguage(data.language);
  document.documentElement.lang = data.language;
  return createHostRouter({ loaderData: data.loaderData ?? {} });
}
