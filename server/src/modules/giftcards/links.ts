/** Addresses sent by e-mail: the printable gift card (a plain GET: its secret id is the credential). */
export const PRINT_PATH_PREFIX = '/backend/giftcard';

export function printUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl}${PRINT_PATH_PREFIX}/${publicId}/print`;
}
