/** Paths of the promo screens (spec section 2). */
export const promoPath = (urlName: string) => `/promo/${encodeURIComponent(urlName)}`;
export const promoOutcomePath = (urlName: string, outcome: 'confirm' | 'duplicate' | 'error') => `${promoPath(urlName)}/${outcome}`;
