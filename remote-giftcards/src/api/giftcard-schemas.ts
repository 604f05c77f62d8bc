// The giftcards remote's API answers, read with superstruct (a contract of this remote only, so it
// lives here, not in @venue/shared: the other apps' pages do not download it).
import { array, boolean, enums, nullable, optional, type, multilingual, num, text, type Infer } from '@venue/shared';
import { WalletLinksSchema } from '@venue/shared/wallet-links';

export const GIFTCARD_ORDER_STATES = ['pending', 'issued', 'canceled', 'failed'] as const;
export const GIFTCARD_STATES = ['active', 'partly_redeemed', 'redeemed', 'expired', 'void'] as const;

/** What an experience voucher covers when booked: its experience for its party, or up to what it cost. */
export const VOUCHER_COVERS = ['experience', 'amount'] as const;

/** A gift card of the catalogue (`getgiftcardlist`, `getgiftcard`); money in minor units. */
export const GiftcardProductSchema = type({
  id: num(),
  titolo: multilingual(),
  descrizione: multilingual(),
  foto: text(),
  valori: array(num()),
  importoLibero: num(),
  importoMin: num(),
  importoMax: num(),
  validitaMesi: num(),
  disponibile: num(1),
  valuta: text('EUR'),
  /** An experience voucher: the party it books (its experience is in the title); null or absent (older servers): an amount. */
  voucher: optional(nullable(type({ guests: num(), covers: enums(VOUCHER_COVERS) }))),
});
export type GiftcardProduct = Infer<typeof GiftcardProductSchema>;
export const GiftcardProductListSchema = array(GiftcardProductSchema);

/** The card payment screen's order (`getpayment`): client secret while it waits for the payment. */
export const GiftcardPaymentSchema = type({
  fingerprint: text(),
  orderNumber: text(),
  status: enums(GIFTCARD_ORDER_STATES),
  clientSecret: optional(nullable(text())),
  gateway: text(),
  testMode: boolean(),
  product: multilingual(),
  price: num(),
  quantity: num(),
  total: num(),
  currency: text('EUR'),
  lastPaymentError: optional(nullable(text())),
});
export type GiftcardPayment = Infer<typeof GiftcardPaymentSchema>;

/** The purchase confirmation (`getorder`), docs/product.md#entities, Order. Codes only for the buyer's own cards, and their passes while they can pay. */
export const GiftcardOrderSchema = type({
  fingerprint: text(),
  orderNumber: text(),
  status: enums(GIFTCARD_ORDER_STATES),
  date: text(),
  product: multilingual(),
  price: num(),
  cardValue: num(),
  quantity: num(),
  total: num(),
  currency: text('EUR'),
  testMode: boolean(),
  buyer: type({ firstName: text(), lastName: text(), email: text() }),
  delivery: type({ forRecipient: boolean(), recipientName: text(), email: text(), deliverOn: text(), message: text() }),
  cards: array(
    type({
      seq: num(),
      value: num(),
      expiresOn: text(),
      delivered: boolean(),
      code: optional(text()),
      printPath: optional(text()),
      balance: optional(num()),
      state: optional(enums(GIFTCARD_STATES)),
      wallet: optional(WalletLinksSchema),
    }),
  ),
});
export type GiftcardOrder = Infer<typeof GiftcardOrderSchema>;

/** The public balance check (`getbalance`). */
export const GiftcardBalanceSchema = type({
  codice: text(),
  stato: enums(GIFTCARD_STATES),
  saldo: num(),
  valoreIniziale: num(),
  valuta: text('EUR'),
  scadenza: text(),
});
export type GiftcardBalance = Infer<typeof GiftcardBalanceSchema>;
