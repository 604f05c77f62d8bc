/** Wire shapes of the gift card calls (docs/api.md): products in the catalogue's Italian names, like experiences. */
import { i18n } from '../../lib/i18n-text';
import { venueIso } from '../../lib/wall-clock';
import type { Venue } from '../venues/venue-repository';
import type { WalletLinks } from '../wallet/wallet-links';
import { cardState, isSpendable } from './card-state';
import { formatGiftcardCode, orderNumber } from './giftcard-code';
import type { CardRow, RedemptionRow } from './giftcard-repository';
import { printUrl } from './links';
import type { OrderRow } from './order-repository';
import { isSellable } from './product-availability';
import type { ProductRow } from './product-repository';

export function toProduct(p: ProductRow, venue: Venue, now: Date) {
  return {
    id: p.id,
    titolo: i18n(p.title),
    descrizione: i18n(p.description),
    foto: p.imageUrl,
    /** Fixed values, minor units, ascending. */
    valori: [...p.values].sort((a, b) => a - b),
    /** 1: the buyer may type an amount within importoMin..importoMax. */
    importoLibero: p.customAmount ? 1 : 0,
    importoMin: venue.giftcardMin,
    importoMax: venue.giftcardMax,
    validitaMesi: p.validityMonths,
    /** 0: shown, but it cannot be bought (sales ended). */
    disponibile: isSellable(p, venue, now) ? 1 : 0,
    valuta: venue.currency,
    /** An experience voucher: the party it books (its experience is in the title), null for an amount. */
    voucher: p.voucherGuests ? { guests: p.voucherGuests, covers: p.voucherCovers ?? 'experience' } : null,
  };
}

/** What the payment screen needs; clientSecret only while the order waits for its payment. */
export function toPayment(order: OrderRow, clientSecret: string | null, gateway: string) {
  return {
    fingerprint: order.fingerprint,
    orderNumber: orderNumber(order.id),
    status: order.status,
    clientSecret: order.status === 'pending' ? clientSecret : null,
    gateway,
    testMode: order.testMode,
    product: i18n(order.productTitle),
    price: order.unitAmount,
    quantity: order.quantity,
    total: order.totalAmount,
    currency: order.currency,
    lastPaymentError: order.lastPaymentError,
  };
}

/**
 * The order for the confirmation page (docs/product.md#entities: product, price, quantity, total, order
 * number, date, delivery information, card value). The buyer's own cards come with their code
 * and printable page; cards for another person stay a surprise: only their delivery is told.
 */
export function toOrder(order: OrderRow, cards: CardRow[], venue: Venue, now: Date, walletLinks: (publicId: string) => WalletLinks | undefined = () => undefined) {
  return {
    fingerprint: order.fingerprint,
    orderNumber: orderNumber(order.id),
    status: order.status,
    date: venueIso(order.createdAt, venue.timezone),
    product: i18n(order.productTitle),
    price: order.unitAmount,
    cardValue: order.unitAmount,
    quantity: order.quantity,
    total: order.totalAmount,
    currency: order.currency,
    testMode: order.testMode,
    buyer: { firstName: order.firstName, lastName: order.lastName, email: order.email },
    delivery: {
      forRecipient: order.forRecipient,
      recipientName: order.forRecipient ? `${order.recipientFirstName} ${order.recipientLastName}`.trim() : '',
      email: order.forRecipient ? order.recipientEmail : order.email,
      deliverOn: order.deliverOn,
      message: order.message,
    },
    cards: cards.map((c) => {
      const state = cardState(c, now, venue.timezone);
      // The buyer's own card, while it can pay: its passes (absent when no wallet is on).
      const wallet = !order.forRecipient && isSpendable(state) ? walletLinks(c.publicId) : undefined;
      return {
        seq: c.seq,
        value: c.initialAmount,
        expiresOn: c.expiresOn,
        delivered: !!c.deliveredAt,
        ...(order.forRecipient ? {} : { code: formatGiftcardCode(c.code), printPath: printUrl('', c.publicId), balance: c.balance, state }),
        ...(wallet ? { wallet } : {}),
      };
    }),
  };
}

/** The public balance check: what a card holder may know. */
export function toBalance(card: CardRow, venue: Venue, now: Date) {
  return {
    codice: formatGiftcardCode(card.code),
    stato: cardState(card, now, venue.timezone),
    saldo: card.balance,
    valoreIniziale: card.initialAmount,
    valuta: card.currency,
    scadenza: card.expiresOn,
  };
}

/** What staff see when they look a card up (and after each operation). */
export function toStaffCard(card: CardRow, order: OrderRow, redemptions: RedemptionRow[], venue: Venue, now: Date) {
  return {
    venue: venue.slug,
    codice: formatGiftcardCode(card.code),
    stato: cardState(card, now, venue.timezone),
    valoreIniziale: card.initialAmount,
    saldo: card.balance,
    valuta: card.currency,
    scadenza: card.expiresOn,
    emessaIl: venueIso(card.issuedAt, venue.timezone),
    prodotto: i18n(order.productTitle),
    ordine: orderNumber(order.id),
    gift: `${card.seq}/${order.quantity}`,
    acquirente: { nome: `${order.firstName} ${order.lastName}`, email: order.email },
    destinatario: order.forRecipient ? { nome: `${order.recipientFirstName} ${order.recipientLastName}`, email: order.recipientEmail } : null,
    consegna: { il: order.deliverOn, inviataIl: card.deliveredAt ? venueIso(card.deliveredAt, venue.timezone) : null, invii: card.sentCount },
    annullataIl: card.voidedAt ? venueIso(card.voidedAt, venue.timezone) : null,
    motivoAnnullamento: card.voidReason,
    testMode: order.testMode,
    // usedBy: the label of the staff token that took the amount.
    utilizzi: redemptions.map((r) => ({ importo: r.amount, saldoDopo: r.balanceAfter, il: venueIso(r.createdAt, venue.timezone), nota: r.note, usedBy: r.staffLabel })),
  };
}
