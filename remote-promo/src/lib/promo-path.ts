/** Paths of the promo screens (docs/product.md#screens-and-routes). */
export const promoPath = (urlName: string) => `/promo/${encodeURIComponent(urlName)}`;
export const promoOutcomePath = (urlName: string, outcome: 'confirm' | 'duplicate' | 'error') => `${promoPath(urlName)}/${outcome}`;
