/**
 * What an erasure would leave without its owner: a booking still ahead (the venue keeps the
 * seats, and money may be at stake: a payment, a card guarantee, a gift card part) and a gift
 * card with value left. An erase refuses while any exists, unless forced (docs/privacy.md).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { giftcards, reservations, venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { hhmm, venueToday } from '../../lib/wall-clock';
import type { GuestTraces } from './guest-shredder';

/** The states in which a booking still holds seats for the guest. */
const LIVE = ['pending', 'confirmed', 'held', 'offered'] as const;

export async function liveHoldings(tx: Tx, traces: GuestTraces, now: Date): Promise<string[]> {
  const reasons: string[] = [];
  if (traces.bookingIds.length) {
    const rows = await tx
      .select({ r: reservations, venue: venues.slug, timezone: venues.timezone, currency: venues.currency })
      .from(reservations)
      .innerJoin(venues, eq(venues.id, reservations.venueId))
      .where(and(inArray(reservations.id, traces.bookingIds), inArray(reservations.status, [...LIVE])))
      .orderBy(reservations.date, reservations.time);
    for (const { r, venue, timezone, currency } of rows) {
      if (r.date < venueToday(now, timezone)) continue;
      const amount = (minor: number) => `${(minor / 100).toFixed(2)} ${currency}`;
      const money = [
        r.paymentType > 0 ? `online payment ${amount(r.paymentAmount)} ${r.paymentStatus}` : '',
        r.guaranteeType > 0 ? `card guarantee ${amount(r.guaranteeAmount)}` : '',
        r.giftcardAmount > 0 ? `gift card part ${amount(r.giftcardAmount)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      reasons.push(`booking #${r.id} at ${venue} on ${r.date} ${hhmm(r.time)} for ${r.pax} (${r.status}${money ? `, ${money}` : ''})`);
    }
  }
  if (traces.giftcardIds.length) {
    const cards = await tx
      .select({ c: giftcards, venue: venues.slug, timezone: venues.timezone })
      .from(giftcards)
      .innerJoin(venues, eq(venues.id, giftcards.venueId))
      .where(and(inArray(giftcards.id, traces.giftcardIds), eq(giftcards.status, 'active')))
      .orderBy(giftcards.id);
    for (const { c, venue, timezone } of cards) {
      if (c.balance > 0 && c.expiresOn >= venueToday(now, timezone)) {
        reasons.push(`gift card …${c.code.slice(-4)} at ${venue}: ${(c.balance / 100).toFixed(2)} ${c.currency} left until ${c.expiresOn}`);
      }
    }
  }
  return reasons;
}
