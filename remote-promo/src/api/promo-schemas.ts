// The promo remote's API answers, read with superstruct (a contract of this remote only, so it
// lives here, not in @venue/shared: the other apps' pages do not download it).
import { enums, nullable, optional, type, multilingual, num, text, type Infer } from '@venue/shared';
import { WalletLinksSchema } from '@venue/shared/wallet-links';

export const PROMO_STATES = ['active', 'inactive', 'expired', 'terminated'] as const;
export const PROMO_CODE_STATES = ['requested', 'used', 'expired'] as const;

/** The promo page (`getpromo`): content, state of docs/product.md#states, counts, the server's clock. */
export const PromoDetailSchema = type({
  urlName: text(),
  titolo: multilingual(),
  descrizione: multilingual(),
  condizioni: multilingual(),
  foto: text(),
  inizio: text(),
  scadenza: text(),
  quantita: num(),
  rimanenti: num(),
  stato: enums(PROMO_STATES),
  telefonoRichiesto: num(),
  usoEntroData: optional(nullable(text())),
  usoEntroGiorni: optional(nullable(num())),
  serverNow: text(),
});
export type PromoDetail = Infer<typeof PromoDetailSchema>;

/** The visitor's code (`getclaim`): code, QR content, state, use-by date; its passes while it can be used. */
export const PromoCodeDetailSchema = type({
  codice: text(),
  qr: text(),
  stato: enums(PROMO_CODE_STATES),
  usareEntro: text(),
  richiestaIl: text(),
  usataIl: optional(nullable(text())),
  nome: text(),
  promo: type({ urlName: text(), titolo: multilingual(), descrizione: multilingual(), condizioni: multilingual(), foto: text() }),
  serverNow: text(),
  wallet: optional(WalletLinksSchema),
});
export type PromoCodeDetail = Infer<typeof PromoCodeDetailSchema>;
