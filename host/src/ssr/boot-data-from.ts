import { LocationSchema, ServicesSchema, normaliseExperienceList, parseWith, type BootData, type Language, type RuntimeConfig } from '@venue/shared';

interface RawBoot {
  /** The server's own runtime config (server/src/web/runtime-config.ts). */
  config: RuntimeConfig;
  venue: string;
  language: Language;
  api: { location: unknown; services: unknown; experiences: unknown };
  now: number;
}

// The server hands the same answer objects to every page while they are current
// (server/src/web/html-page.ts): each is read with the schemas once, then kept with its object.
const readings = new WeakMap<object, unknown>();
function readOnce<T>(answer: unknown, read: (answer: unknown) => T): T {
  if (!answer || typeof answer !== 'object') return read(answer);
  if (!readings.has(answer)) readings.set(answer, read(answer));
  return readings.get(answer) as T;
}

const readLocation = (answer: unknown) => {
  const location = parseWith(LocationSchema, answer);
  if (!location.ok) throw new Error(`SSR: invalid location: ${String(location.error)}`);
  return location.value;
};
const readPrefixList = (answer: unknown) => {
  const services = parseWith(ServicesSchema, answer);
  return services.ok ? services.value.prefixList : null;
};
const readExperiences = (answer: unknown): BootData['experiences'] => {
  try {
    return answer === undefined ? null : normaliseExperienceList(answer);
  } catch {
    return null; // the browser loads it, as today
  }
};

/** The API's answers read with the browser's own schemas (same defaults on both sides), as much as the page needs. */
export function bootDataFrom(raw: RawBoot, { phonePrefixes }: { phonePrefixes: boolean }): BootData {
  return {
    config: raw.config,
    venue: raw.venue,
    language: raw.language,
    location: readOnce(raw.api.location, readLocation),
    // About 250 countries: only on a page whose first view has a phone field (the row's `phonePrefixes`).
    prefixList: phonePrefixes ? readOnce(raw.api.services, readPrefixList) : null,
    experiences: readOnce(raw.api.experiences, readExperiences),
    renderedAt: raw.now,
  };
}
