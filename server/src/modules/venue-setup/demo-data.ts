/**
 * A demo venue's guests, made once when the venue is created (demoData of its file): bookings
 * (a sold-out evening shows the waiting list) and promotion claims (a promotion with its codes
 * all claimed shows its end). Real venues have no such section (venue-file-rules.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { promoClaims, promotions, reservations, zones } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { normaliseEmail } from '../../lib/email-address';
import { newPromoCode, newPublicId } from '../promotions/promo-code';
import { useByDate } from '../promotions/promo-state';
import { newReservationHash } from '../reservations/guest-input';
import { venueToday } from '../../lib/wall-clock';
import { resolveDate } from './relative-dates';
import type { VenueFile } from './venue-file-schema';

type DemoData = NonNullable<VenueFile['demoData']>;
const DAY_MS = 86_400_000;

export async function insertDemoData(tx: Tx, venueId: number, file: VenueFile, demo: DemoData, now: Date): Promise<void> {
  const language = file.languages?.[0] ?? 'it';
  const today = venueToday(now, file.timezone);
  const zoneRows = await tx.select({ id: zones.id, key: zones.key }).from(zones).where(eq(zones.venueId, venueId));
  for (const r of demo.reservations ?? []) {
    await tx.insert(reservations).values({
      venueId,
      date: resolveDate(r.date, today),
      time: r.time,
      pax: r.guests,
      zoneId: zoneRows.find((z) => z.key === r.zone)?.id ?? null,
      status: r.status ?? 'confirmed',
      firstName: r.firstName,
      lastName: r.lastName,
      email: `${r.firstName}.${r.lastName}@example.com`.toLowerCase(),
      language,
      hash: newReservationHash(),
      privacyAcceptedAt: now,
    });
  }

  for (const c of demo.claims ?? []) {
    const [promotion] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.venueId, venueId), eq(promotions.urlName, c.promotion)));
    const claimedAt = new Date(now.getTime() - c.daysAgo * DAY_MS);
    await tx.insert(promoClaims).values({
      promotionId: promotion!.id,
      venueId,
      publicId: newPublicId(),
      code: newPromoCode(),
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      emailNormalized: normaliseEmail(c.email),
      language,
      privacyAcceptedAt: claimedAt,
      claimedAt,
      useBy: useByDate(promotion!, claimedAt, file.timezone),
      redeemedAt: c.redeemed ? new Date(claimedAt.getTime() + DAY_MS) : null,
    });
    await tx
      .update(promotions)
      .set({ claimedCount: sql`${promotions.claimedCount} + 1` })
      .where(eq(promotions.id, promotion!.id));
  }
}
