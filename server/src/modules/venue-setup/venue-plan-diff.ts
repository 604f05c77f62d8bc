/**
 * What applying a plan would change, section by section: the venue's own fields, each zone,
 * experience, booking module, gift card and promotion by its id, and the shifts and closures
 * as a whole, each webhook by its address. An empty list: the file is what the database holds.
 */
import { sortShifts } from './venue-plan-read';
import type { VenuePlan } from './venue-plan';

export type Section = 'venue' | 'zones' | 'shifts' | 'closures' | 'experiences' | 'modules' | 'products' | 'promotions' | 'webhooks';

export interface PlanChange {
  section: Section;
  /** The item's id in the file ('' for the venue, the shifts and the closures). */
  key: string;
  change: 'added' | 'changed' | 'removed';
  /** The fields that differ (changed only). */
  fields?: string[];
}

/** Deep equality of plain data (key order aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function differingFields<T extends object>(planned: T, current: T, ignore: string[] = []): string[] {
  return Object.keys(planned).filter((k) => !ignore.includes(k) && !sameValue((planned as Record<string, unknown>)[k], (current as Record<string, unknown>)[k]));
}

function diffList<T extends object>(section: Section, planned: T[], current: T[], keyOf: (item: T) => string, ignore: (item: T) => string[] = () => []): PlanChange[] {
  const changes: PlanChange[] = [];
  const currentByKey = new Map(current.map((item) => [keyOf(item), item]));
  const plannedKeys = new Set(planned.map(keyOf));
  for (const item of planned) {
    const existing = currentByKey.get(keyOf(item));
    if (!existing) changes.push({ section, key: keyOf(item), change: 'added' });
    else {
      const fields = differingFields(item, existing, ignore(item));
      if (fields.length) changes.push({ section, key: keyOf(item), change: 'changed', fields });
    }
  }
  for (const item of current) if (!plannedKeys.has(keyOf(item))) changes.push({ section, key: keyOf(item), change: 'removed' });
  return changes;
}

export function diffPlans(planned: VenuePlan, current: VenuePlan | null): PlanChange[] {
  if (!current) return [{ section: 'venue', key: '', change: 'added' }];
  const changes: PlanChange[] = [];
  const venueFields = differingFields(planned.venue, current.venue);
  if (venueFields.length) changes.push({ section: 'venue', key: '', change: 'changed', fields: venueFields });
  changes.push(...diffList('zones', planned.zones, current.zones, (z) => z.key));
  if (!sameValue(sortShifts(planned.shifts), sortShifts(current.shifts))) changes.push({ section: 'shifts', key: '', change: 'changed' });
  if (!sameValue(planned.closures, current.closures)) changes.push({ section: 'closures', key: '', change: 'changed' });
  // An experience whose file gives no link keeps the one it has.
  changes.push(
    ...diffList(
      'experiences',
      planned.experiences,
      current.experiences,
      (e) => e.key,
      (e) => (e.hash === undefined ? ['hash'] : []),
    ),
  );
  changes.push(...diffList('modules', planned.modules, current.modules, (m) => m.slug));
  changes.push(...diffList('products', planned.products, current.products, (p) => p.key));
  changes.push(...diffList('promotions', planned.promotions, current.promotions, (p) => p.urlName));
  changes.push(...diffList('webhooks', planned.webhooks, current.webhooks, (w) => w.url));
  return changes;
}

const SECTION_NAMES: Record<Section, string> = {
  venue: 'venue',
  zones: 'zone',
  shifts: 'shifts',
  closures: 'closures',
  experiences: 'experience',
  modules: 'booking module',
  products: 'gift card',
  promotions: 'promotion',
  webhooks: 'webhook',
};

export function describeChange(c: PlanChange): string {
  const what = c.key ? `${SECTION_NAMES[c.section]} ${c.key}` : SECTION_NAMES[c.section];
  return c.change === 'changed' && c.fields?.length ? `${what}: changed ${c.fields.join(', ')}` : `${what}: ${c.change}`;
}
