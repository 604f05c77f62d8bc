/**
 * Gift card orders the guest bought. Erasing keeps the order's number, amounts, currency, state,
 * dates and payment reference, and its cards with their balances (a card is a bearer code: it
 * stays worth what it holds); it takes out the buyer: name, e-mail, phone, birth date, address.
 * The recipient of a gift is another person (giftcards-received-shredder.ts).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { giftcardOrders, giftcards, venues } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { type GuestShredder, type GuestTraces, isGuestAddress, mayBeAddress, noteContact } from './guest-shredder';

export const ANONYMOUS_BUYER = {
  firstName: '',
  lastName: '',
  email: '',
  phonePrefix: '',
  phone: '',
  birthDate: null,
  city: '',
  province: '',
  postalCode: '',
} as const;

/** The recipient's part of an order (a gift): their name, address, phone and the buyer's message to them. */
export const ANONYMOUS_RECIPIENT = {
  recipientFirstName: '',
  recipientLastName: '',
  recipientEmail: '',
  recipientPhonePrefix: '',
  recipientPhone: '',
  message: '',
} as const;

export async function anonymiseOrders(tx: Tx, ids: number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  // The buyer chose the recipient and wrote the message: both go with the buyer's erasure.
  const changed = await tx
    .update(giftcardOrders)
    .set({ ...ANONYMOUS_BUYER, ...ANONYMOUS_RECIPIENT, anonymizedAt: now, updatedAt: now })
    .where(inArray(giftcardOrders.id, ids))
    .returning({ id: giftcardOrders.id });
  return changed.length;
}

/** The cards of some orders, for the export and the traces. */
export async function cardsOfOrders(tx: Tx, orderIds: number[]) {
  if (!orderIds.length) return [];
  return tx.select().from(giftcards).where(inArray(giftcards.orderId, orderIds)).orderBy(asc(giftcards.orderId), asc(giftcards.seq));
}

/** The cards' ids, codes and public ids: what else of the database may name them (e-mails, answers). */
export function noteCards(traces: GuestTraces, cards: (typeof giftcards.$inferSelect)[]): void {
  for (const c of cards) {
    traces.giftcardIds.push(c.id);
    traces.codes.push(c.code);
    traces.publicIds.push(c.publicId);
  }
}

export const cardView = (c: typeof giftcards.$inferSelect) => ({
  code: c.code,
  initialAmount: c.initialAmount,
  balance: c.balance,
  currency: c.currency,
  status: c.status,
  expiresOn: c.expiresOn,
  deliveredAt: c.deliveredAt,
});

export const giftcardOrdersShredder: GuestShredder = {
  name: 'giftcardOrders',
  async find(tx, scope, traces) {
    const rows = await tx
      .select({ o: giftcardOrders, venue: venues.slug })
      .from(giftcardOrders)
      .innerJoin(venues, eq(venues.id, giftcardOrders.venueId))
      .where(
        and(
          mayBeAddress(giftcardOrders.email, scope.email),
          isNull(giftcardOrders.anonymizedAt),
          scope.venueId === null ? undefined : eq(giftcardOrders.venueId, scope.venueId),
        ),
      )
      .orderBy(giftcardOrders.id);
    const mine = rows.filter(({ o }) => isGuestAddress(o.email, scope));
    const cards = await cardsOfOrders(
      tx,
      mine.map(({ o }) => o.id),
    );
    for (const { o } of mine) {
      noteContact(traces, o.email, o.phone);
      traces.orderIds.push(o.id);
      traces.publicIds.push(o.fingerprint);
    }
    noteCards(traces, cards);
    return mine.map(({ o, venue }) => ({
      id: o.id,
      venue,
      status: o.status,
      product: o.productTitle,
      unitAmount: o.unitAmount,
      quantity: o.quantity,
      totalAmount: o.totalAmount,
      currency: o.currency,
      firstName: o.firstName,
      lastName: o.lastName,
      email: o.email,
      phone: o.phone ? `${o.phonePrefix} ${o.phone}` : '',
      birthDate: o.birthDate,
      city: o.city,
      province: o.province,
      postalCode: o.postalCode,
      country: o.country,
      language: o.language,
      marketingConsent: o.marketingConsent,
      privacyAcceptedAt: o.privacyAcceptedAt,
      recipient: o.forRecipient
        ? {
            firstName: o.recipientFirstName,
            lastName: o.recipientLastName,
            email: o.recipientEmail,
            phone: o.recipientPhone ? `${o.recipientPhonePrefix} ${o.recipientPhone}` : '',
            message: o.message,
            deliverOn: o.deliverOn,
          }
        : null,
      paidAt: o.paidAt,
      createdAt: o.createdAt,
      cards: cards.filter((c) => c.orderId === o.id).map(cardView),
    }));
  },
  erase: (tx, _scope, traces, now) => anonymiseOrders(tx, traces.orderIds, now),
};
