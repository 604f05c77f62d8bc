/**
 * What the visitor chose on the detail screen (product, value, quantity), kept for the tab so
 * the checkout survives a reload. Only a choice, never a price: the server prices the order.
 */
export interface Cart {
  productId: number;
  amount: number;
  quantity: number;
}

const KEY = 'giftcardsCart';

export function saveCart(cart: Cart): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(cart));
  } catch {
    // Private mode or storage full: the checkout falls back to the product's first value.
  }
}

export function loadCart(productId?: number): Cart | null {
  try {
    const cart = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Cart | null;
    if (!cart || typeof cart.productId !== 'number' || typeof cart.amount !== 'number' || typeof cart.quantity !== 'number') return null;
    return productId === undefined || cart.productId === productId ? cart : null;
  } catch {
    return null;
  }
}

export function clearCart(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem('giftcardsCheckoutDraft'); // lib/checkout-draft.ts
  } catch {
    // nothing to clear
  }
}
