/**
 * How many SMS segments a text takes: GSM-7 (the default alphabet: 160 characters in one
 * segment, 153 in each of several; the extension characters count twice), else UCS-2 (70, then
 * 67 each). The texts are written to stay in GSM-7 and one segment where the link allows.
 */
const BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';

export function isGsm7(text: string): boolean {
  return [...text].every((c) => BASIC.includes(c) || EXTENSION.includes(c));
}

export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    const septets = [...text].reduce((n, c) => n + (EXTENSION.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  const units = text.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
