/**
 * The checkout's typed values, kept for the tab once the order is sent, so "Back to the order"
 * from the payment screen opens the checkout filled in as the visitor left it. Cleared with the
 * cart after the purchase (clearCart).
 */
import type { CheckoutValues } from '../features/checkout/checkout-validation';

export const CHECKOUT_DRAFT_KEY = 'giftcardsCheckoutDraft';

export function saveCheckoutDraft(productId: number, values: CheckoutValues): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ productId, values }));
  } catch {
    // Private mode or storage full: the checkout opens empty again
  }
}

export function loadCheckoutDraft(productId: number): CheckoutValues | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as { productId?: number; values?: CheckoutValues } | null;
    return draft && draft.productId === productId && draft.values && typeof draft.values === 'object' ? draft.values : null;
  } catch {
    return null;
  }
}
