/** Wire shapes of the promo calls (docs/api.md): Italian entity names, like getpromolist. */
import { i18n } from '../../lib/i18n-text';
import { venueIso } from '../../lib/wall-clock';
import type { Venue } from '../venues/venue-repository';
import type { WalletLinks } from '../wallet/wallet-links';
import { formatPromoCode } from './promo-code';
import type { ClaimRow } from './promo-claim-repository';
import { claimState, promotionState, remaining } from './promo-state';
import type { PromotionRow } from './promotion-repository';

export function toPromoSummary(p: PromotionRow, venue: Venue) {
  return {
    urlName: p.urlName,
    titolo: i18n(p.title),
    descrizione: i18n(p.description),
    foto: p.imageUrl,
    scadenza: venueIso(p.endsAt, venue.timezone),
    rimanenti: remaining(p),
  };
}

/** The promo page: content, state, counts and the server's clock for the countdown. */
export function toPromoDetail(p: PromotionRow, venue: Venue, now: Date) {
  return {
    ...toPromoSummary(p, venue),
    condizioni: i18n(p.conditions),
    inizio: venueIso(p.startsAt, venue.timezone),
    quantita: p.quantity,
    stato: promotionState(p, now),
    telefonoRichiesto: p.phoneRequired ? 1 : 0,
    usoEntroData: p.useByDate,
    usoEntroGiorni: p.useByDate ? null : p.useByDays,
    serverNow: now.toISOString(),
  };
}

/** The visitor's code page; `walletLinks`: the code's passes, shown while it can be used. */
export function toClaimDetail(claim: ClaimRow, p: PromotionRow, venue: Venue, now: Date, walletLinks?: WalletLinks) {
  const code = formatPromoCode(claim.code);
  const stato = claimState(claim, now, venue.timezone);
  return {
    codice: code,
    // What the QR code holds: the code itself, so a scan and a typed code look up the same way.
    qr: code,
    stato,
    usareEntro: claim.useBy,
    richiestaIl: venueIso(claim.claimedAt, venue.timezone),
    usataIl: claim.redeemedAt ? venueIso(claim.redeemedAt, venue.timezone) : null,
    nome: claim.firstName,
    promo: {
      urlName: p.urlName,
      titolo: i18n(p.title),
      descrizione: i18n(p.description),
      condizioni: i18n(p.conditions),
      foto: p.imageUrl,
    },
    serverNow: now.toISOString(),
    ...(walletLinks && stato === 'requested' ? { wallet: walletLinks } : {}),
  };
}

/** What staff see when they look a code up. */
export function toStaffClaim(claim: ClaimRow, p: PromotionRow, venue: Venue, now: Date) {
  return {
    venue: venue.slug,
    codice: formatPromoCode(claim.code),
    stato: claimState(claim, now, venue.timezone),
    usareEntro: claim.useBy,
    richiestaIl: venueIso(claim.claimedAt, venue.timezone),
    usataIl: claim.redeemedAt ? venueIso(claim.redeemedAt, venue.timezone) : null,
    /** The label of the staff token that redeemed it. */
    usedBy: claim.redeemedAt ? claim.redeemedByLabel : null,
    nome: `${claim.firstName} ${claim.lastName}`.trim(),
    email: claim.email,
    telefono: claim.phone ? `${claim.phonePrefix} ${claim.phone}` : '',
    promo: { urlName: p.urlName, titolo: i18n(p.title) },
  };
}
