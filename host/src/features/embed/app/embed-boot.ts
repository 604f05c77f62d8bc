import {
  RUNTIME_CONFIG_URL,
  appStore,
  configureRuntime,
  fetchRuntimeConfig,
  i18n,
  loadLocation,
  loadNavigationData,
  loadTranslations,
  locationAtom,
  type Language,
  type RemoteName,
} from '@venue/shared';
import { registerRuntimeRemotes } from '../../../federation/remote-registry';
import type { WidgetMountOptions } from '../embed-contract';
import { embedLanguage } from './embed-language';

export interface EmbedBoot {
  /** The venue API answered: the flow can be shown (else its error, with a retry). */
  ok: boolean;
  language: Language;
}

/** The remotes' manifests, on this site: the config names them by path, and the page is another site's. */
function onSite(remotes: Record<RemoteName, string>, origin: string): Record<RemoteName, string> {
  return Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, new URL(url, `${origin}/`).href])) as Record<RemoteName, string>;
}

/**
 * The host's start-up (app/boot.ts) for a page of another site: the runtime config of the
 * element's venue, from this site; every API call to this site (`apiOrigin`); the remotes
 * registered from their manifests, as on any page, so a remote's release reaches the embed too;
 * the venue, its services and experiences; then the texts of the widget's language. The page's
 * `<html lang>`, its address, cookies and storage are left alone (the site's own start writes
 * them: i18n's initI18n, venue-selection.ts; the embed calls neither).
 */
export async function bootEmbed({ venue, language, origin }: Pick<WidgetMountOptions, 'venue' | 'language' | 'origin'>, retry = false): Promise<EmbedBoot> {
  let ok = false;
  try {
    const config = await fetchRuntimeConfig({ url: `${origin}${RUNTIME_CONFIG_URL}`, venue });
    configureRuntime({ ...config, apiOrigin: origin });
    registerRuntimeRemotes(onSite(config.remotes, origin));
    ok = await loadLocation({ force: retry });
    if (ok) await loadNavigationData();
  } catch (error) {
    console.error('Error loading', error);
  }
  const chosen = embedLanguage(language, appStore.get(locationAtom)?.defaultLanguage);
  await loadTranslations(chosen).catch((error: unknown) => console.error('Error loading', error));
  await i18n.changeLanguage(chosen);
  return { ok, language: chosen };
}
