/** The venues whose texts are on, for a start with no provider set (production-checks.ts refuses it). */
import type { Db } from '../../db/client';
import { venues } from '../../db/schema';
import type { TextMessagesConfig } from './text-config';
import { textSenderOf } from './text-settings';

export async function venuesTextingWithoutProvider(db: Db, config: TextMessagesConfig): Promise<string[]> {
  if (config.twilio) return [];
  const rows = await db.select({ slug: venues.slug, bookingSettings: venues.bookingSettings }).from(venues);
  return rows.filter((v) => textSenderOf(v)).map((v) => v.slug);
}
