/**
 * Gift cards the guest received from someone else: the buyer's order names them as recipient.
 * Erasing takes out the recipient's name, e-mail, phone and the message to them; the buyer's
 * part and the cards' balances stay.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { giftcardOrders, venues } from '../../db/schema';
import { ANONYMOUS_RECIPIENT, cardView, cardsOfOrders, noteCards } from './giftcard-orders-shredder';
import { type GuestShredder, isGuestAddress, mayBeAddress, noteContact } from './guest-shredder';

export const giftcardsReceivedShredder: GuestShredder = {
  name: 'giftcardsReceived',
  async find(tx, scope, traces) {
    const rows = await tx
      .select({ o: giftcardOrders, venue: venues.slug })
      .from(giftcardOrders)
      .innerJoin(venues, eq(venues.id, giftcardOrders.venueId))
      .where(
        and(
          eq(giftcardOrders.forRecipient, true),
          mayBeAddress(giftcardOrders.recipientEmail, scope.email),
          scope.venueId === null ? undefined : eq(giftcardOrders.venueId, scope.venueId),
        ),
      )
      .orderBy(giftcardOrders.id);
    const mine = rows.filter(({ o }) => isGuestAddress(o.recipientEmail, scope));
    const cards = await cardsOfOrders(
      tx,
      mine.map(({ o }) => o.id),
    );
    for (const { o } of mine) {
      noteContact(traces, o.recipientEmail, o.recipientPhone);
      traces.receivedOrderIds.push(o.id);
    }
    noteCards(traces, cards);
    return mine.map(({ o, venue }) => ({
      orderId: o.id,
      venue,
      firstName: o.recipientFirstName,
      lastName: o.recipientLastName,
      email: o.recipientEmail,
      phone: o.recipientPhone ? `${o.recipientPhonePrefix} ${o.recipientPhone}` : '',
      message: o.message,
      deliverOn: o.deliverOn,
      cards: cards.filter((c) => c.orderId === o.id).map(cardView),
    }));
  },
  async erase(tx, _scope, traces, now) {
    if (!traces.receivedOrderIds.length) return 0;
    const changed = await tx
      .update(giftcardOrders)
      .set({ ...ANONYMOUS_RECIPIENT, updatedAt: now })
      .where(inArray(giftcardOrders.id, traces.receivedOrderIds))
      .returning({ id: giftcardOrders.id });
    return changed.length;
  },
};
