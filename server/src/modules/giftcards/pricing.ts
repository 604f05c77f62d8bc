/**
 * The price of a gift card selection, computed on the server from the catalogue: the browser
 * sends the value it chose and a quantity, never a price. Money is in minor units.
 */

export const MAX_QUANTITY = 10;

export interface PricedProduct {
  /** Fixed values offered, minor units. */
  values: number[];
  /** The buyer may type an amount within the venue's bounds. */
  customAmount: boolean;
}

export interface AmountBounds {
  min: number;
  max: number;
}

export interface Price {
  unitAmount: number;
  quantity: number;
  total: number;
}

/** Why a selection cannot be priced; each maps to a field code of INVALID_PAYLOAD. */
export type PricingProblem = { field: 'amount'; code: 'INVALID' | 'OUT_OF_RANGE' } | { field: 'quantity'; code: 'INVALID' };

export function withinBounds(amount: number, bounds: AmountBounds): boolean {
  return Number.isInteger(amount) && amount >= bounds.min && amount <= bounds.max;
}

/**
 * A fixed value of the product is always fine; any other amount only when the product takes a
 * custom amount and it lies within the venue's bounds.
 */
export function priceSelection(product: PricedProduct, bounds: AmountBounds, amount: number, quantity: number): Price | PricingProblem {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return { field: 'quantity', code: 'INVALID' };
  if (!Number.isInteger(amount) || amount <= 0) return { field: 'amount', code: 'INVALID' };
  if (!product.values.includes(amount)) {
    if (!product.customAmount) return { field: 'amount', code: 'INVALID' };
    if (!withinBounds(amount, bounds)) return { field: 'amount', code: 'OUT_OF_RANGE' };
  }
  return { unitAmount: amount, quantity, total: amount * quantity };
}

export function isPrice(result: Price | PricingProblem): result is Price {
  return 'total' in result;
}
