import type { RuntimeConfig } from '../config/runtime-config';
import type { RemoteName } from '../contracts';
import type { Language } from '../i18n/languages';
import type { ExperienceList } from '../schemas/experience-list';
import type { Location } from '../schemas/location';
import type { PrefixEntry } from '../schemas/prefix-entry';
import type { PageAnswer } from './page-answers';

/**
 * What the server used to render a page, written into it so the browser starts where the
 * server stopped: same config, same stores, same language (no API call for data it has).
 */
export interface BootData {
  config: RuntimeConfig;
  /** Venue slug the server chose (?venue=, VENUE_HOSTS, default). */
  venue: string;
  language: Language;
  location: Location;
  prefixList: PrefixEntry[] | null;
  experiences: ExperienceList | null;
  /** The page's own data the server fetched while rendering (ssr/page-answers.ts). */
  answers?: Record<string, PageAnswer>;
  /** The route table's row the server rendered the page's path with (its `path` pattern, e.g. `reserve/:hash/edit`). */
  route?: string;
  /** The server's clock when it rendered (ms): countdowns show the same value on both sides. */
  renderedAt: number;
  /**
   * The entry file of the page's remote, read by the server from the remote's manifest while
   * rendering (set by the server's HTML route, not by the render): the browser loads it
   * directly instead of fetching the manifest first.
   */
  remoteEntries?: Partial<Record<RemoteName, string>>;
}

export const BOOT_DATA_ID = '__BOOT_DATA__';

/** The boot data of this page, or null (a page the server did not render). */
export function readBootData(doc: Document | undefined = globalThis.document): BootData | null {
  const element = doc?.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return null;
  }
}
