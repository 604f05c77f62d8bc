const ICONS: Record<string, string> = {
  EUR: '€',
  CHF: '₣', // "franc sign" of docs/product.md#entities
  MUR: '₨', // rupee sign
};

/** Currency icon of docs/product.md#entities: € for EUR (and for a missing or unknown code), ₣ for CHF, ₨ for MUR. */
export function currencyIcon(valuta?: string | null): string {
  return ICONS[(valuta ?? '').trim().toUpperCase()] ?? '€';
}
