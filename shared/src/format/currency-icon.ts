const ICONS: Record<string, string> = {
  EUR: '€',
  CHF: '₣', // "franc sign" of spec section 3
  MUR: '₨', // rupee sign
};

/** Currency icon of spec section 3: € for EUR (and for a missing or unknown code), ₣ for CHF, ₨ for MUR. */
export function currencyIcon(valuta?: string | null): string {
  return ICONS[(valuta ?? '').trim().toUpperCase()] ?? '€';
}
