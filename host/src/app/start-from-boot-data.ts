import { appStore, configureRuntime, i18n, knowRowOfPath, seedPageAnswers, storedLanguage, type BootData } from '@venue/shared';
import { registerRuntimeRemotes } from '../federation/remote-registry';
import { fillStore } from '../ssr/fill-store';
import { selectedVenue } from './venue-selection';

/**
 * Starts the page from the server's boot data (config, venue, stores, language, route data), so
 * hydration sees what the server rendered and no API call repeats what the page already holds.
 * Returns false when there is none, or when the visitor's stored choice (venue, language)
 * differs from what the server knew: then the page is rendered in the browser, as before. The
 * door page renders in the browser from the server's data all the same: on the staff origin
 * there is no visitor API to load the venue from (server/src/web/staff-side.ts).
 */
export function startFromBootData(data: BootData | null): boolean {
  if (!data) return false;
  knowRowOfPath(window.location.pathname, data.route);
  const venue = selectedVenue();
  const language = storedLanguage();
  const differs = (venue && venue !== data.venue) || (language && language !== data.language);
  const doorPage = /^\/staff(\/|$)/.test(window.location.pathname);
  if (differs && !doorPage) return false;
  configureRuntime(data.config);
  registerRuntimeRemotes(data.config.remotes, data.remoteEntries);
  fillStore(data, appStore);
  seedPageAnswers(data.answers);
  if (differs) return false;
  void i18n.changeLanguage(data.language);
  document.documentElement.lang = data.language;
  return true;
}
