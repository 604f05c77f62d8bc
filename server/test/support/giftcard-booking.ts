/** Gift cards made straight in the database, for the tests of a gift card paying a booking. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { giftcardOrders, giftcardRedemptions, giftcards, venues } from '../../src/db/schema';
import { formatGiftcardCode, newGiftcardCode, newSecretId } from '../../src/modules/giftcards/giftcard-code';

export interface CardOptions {
  venue?: string;
  balance?: number;
  initial?: number;
  currency?: 'EUR' | 'CHF' | 'MUR';
  expiresOn?: string;
  status?: 'active' | 'redeemed' | 'void';
  /** Sold as an experience voucher. */
  voucher?: { experienceId: number; guests: number; covers?: 'experience' | 'amount' };
}

/** An issued card (and its order); answers its id and its code as printed. */
export async function makeCard(db: Db, o: CardOptions = {}): Promise<{ id: number; code: string }> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(eq(venues.slug, o.venue ?? 'cantina-aurora'));
  const initial = o.initial ?? o.balance ?? 10_000;
  const currency = o.currency ?? venue!.currency;
  const now = new Date('2026-01-01T10:00:00Z');
  const [order] = await db
    .insert(giftcardOrders)
    .values({
      venueId: venue!.id,
      fingerprint: randomBytes(16).toString('base64url'),
      requestId: randomBytes(8).toString('hex'),
      status: 'issued',
      productTitle: { it: 'Buono' },
      unitAmount: initial,
      quantity: 1,
      totalAmount: initial,
      currency,
      validityMonths: 12,
      voucherExperienceId: o.voucher?.experienceId ?? null,
      voucherGuests: o.voucher?.guests ?? null,
      voucherCovers: o.voucher ? (o.voucher.covers ?? 'experience') : null,
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.com',
      phonePrefix: '+39',
      phone: '3471234567',
      birthDate: '1985-03-14',
      city: 'Alba',
      country: 'Italia',
      postalCode: '12051',
      privacyAcceptedAt: now,
      deliverOn: '2026-01-01',
      gateway: 'demo',
    })
    .returning();
  const code = newGiftcardCode();
  const balance = o.balance ?? initial;
  const [card] = await db
    .insert(giftcards)
    .values({
      venueId: venue!.id,
      orderId: order!.id,
      seq: 1,
      code,
      publicId: newSecretId(),
      initialAmount: initial,
      balance,
      currency,
      status: o.status ?? (balance === 0 ? 'redeemed' : 'active'),
      expiresOn: o.expiresOn ?? '2030-12-31',
      deliverAt: now,
      deliveredAt: now,
      issuedAt: now,
    })
    .returning();
  return { id: card!.id, code: formatGiftcardCode(code) };
}

export async function cardOf(db: Db, id: number) {
  const [card] = await db.select().from(giftcards).where(eq(giftcards.id, id));
  const redemptions = await db.select().from(giftcardRedemptions).where(eq(giftcardRedemptions.giftcardId, id));
  return { balance: card!.balance, status: card!.status, redemptions };
}
