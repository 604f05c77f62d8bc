import {
  LocationSchema,
  ServicesSchema,
  normaliseExperienceList,
  parseWith,
  type BootData,
  type Language,
  type RuntimeConfig,
} from '@venue/shared';

interface RawBoot {
  /** The server's own runtime config (server/src/web/runtime-config.ts). */
  config: RuntimeConfig;
  venue: string;
  language: Language;
  api: { location: unknown; services: unknown; experiences: unknown };
  now: number;
}

/** The API's answers read with the browser's own schemas (same defaults on both sides). */
export function bootDataFrom(raw: RawBoot): BootData {
  const location = parseWith(LocationSchema, raw.api.location);
  if (!location.ok) throw new Error(`SSR: invalid location: ${String(location.error)}`);
  const services = parseWith(ServicesSchema, raw.api.services);
  let experiences: BootData['experiences'] = null;
  try {
    experiences = raw.api.experiences === undefined ? null : normaliseExperienceList(raw.api.experiences);
  } catch {
    experiences = null; // the browser loads it, as today
  }
  return {
    config: raw.config,
    venue: raw.venue,
    language: raw.language,
    location: location.value,
    prefixList: services.ok ? services.value.prefixList : null,
    experiences,
    renderedAt: raw.now,
  };
}
