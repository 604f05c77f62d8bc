/** Addresses sent by e-mail: the printable gift card (a plain GET: its secret id is the credential), a voucher's booking. */
export const PRINT_PATH_PREFIX = '/backend/giftcard';

export function printUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl}${PRINT_PATH_PREFIX}/${publicId}/print`;
}

/**
 * "Book your experience" of an experience voucher: the booking flow with the experience and the
 * party chosen. The code rides in the fragment, which no server, log or Referer ever sees.
 */
export function voucherBookingUrl(publicUrl: string, venueSlug: string, voucher: { experienceId: number; guests: number }, code: string): string {
  const query = new URLSearchParams({ venue: venueSlug, experience: String(voucher.experienceId), guests: String(voucher.guests) });
  return `${publicUrl}/reserve?${query}#voucher=${encodeURIComponent(code)}`;
}
