/**
 * What a voucher's "Book your experience" link brings to the flow (server giftcards/links.ts):
 * /reserve?experience=ID&guests=N#voucher=CODE. The party starts the flow as if tapped; the code
 * rides in the fragment (no server, log or Referer sees it) and the payment step applies it.
 */

/** The party of the link, or null when it is missing or outside the flow's sizes (ignored then). */
export function linkedGuests(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const guests = Number(value);
  return guests >= min && guests <= max ? guests : null;
}

// As a gift card code is typed (giftcard-field.tsx allows 64 characters): letters, digits, dashes.
const CODE = /^[A-Z0-9][A-Z0-9 -]{2,62}[A-Z0-9]$/;

/** The voucher code in a location's fragment (`#voucher=ABCD-EFGH-…`), or null. */
export function voucherCodeFromHash(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('voucher')?.trim().toUpperCase();
  return code && CODE.test(code) ? code : null;
}

/** A code as the screens show it, its last four only (as the server masks it: "•••• PQRS"). */
export function maskedVoucherCode(code: string): string {
  return `•••• ${code
    .replace(/[^A-Z0-9]/gi, '')
    .slice(-4)
    .toUpperCase()}`;
}
