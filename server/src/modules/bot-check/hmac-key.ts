/**
 * The ALTCHA HMAC key: ALTCHA_HMAC_KEY when set, else a random key generated on the first start
 * and kept in the database, so challenges survive restarts and every instance agrees.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const NAME = 'altcha-hmac-key';

export async function resolveHmacKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  // Two instances starting together: the first insert wins, both read the winner.
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  return row!.value;
}
