/** Paths of the gift card screens (docs/product.md#screens-and-routes). */
import { CARD_PAYMENT_PROVIDER_SEGMENT } from '@venue/shared';

export const GIFTCARD_ACTION = 'giftcard';
/** Screens whose id comes from the URL: a malformed id (400) is as unknown as a missing one (404). */
export const ID_FROM_URL = { notFoundStatuses: [400, 404] } as const;
export const listPath = () => '/frontpage/giftcards';
export const detailPath = (id: number | string) => `/frontpage/giftcard/${id}`;
export const notAvailablePath = (id: number | string) => `/frontpage/giftcard/${id}/notavalaible`;
export const checkoutPath = (id?: number | string) => `/frontpage/giftcard/checkout${id ? `/${id}` : ''}`;
export const paymentPath = (fingerprint: string, action = GIFTCARD_ACTION) => `/frontpage/${action}/${CARD_PAYMENT_PROVIDER_SEGMENT}/${fingerprint}`;
export const paymentErrorPath = (fingerprint?: string, reason?: 'notFound', action = GIFTCARD_ACTION) =>
  `/frontpage/${action}/${CARD_PAYMENT_PROVIDER_SEGMENT}/error${fingerprint ? `/${fingerprint}` : ''}${reason ? `?reason=${reason}` : ''}`;
export const createPath = (fingerprint: string) => `/frontpage/giftcard/create/${fingerprint}`;
export const createErrorPath = (fingerprint: string) => `/frontpage/giftcard/create/error/${fingerprint}`;
export const confirmationPath = (fingerprint: string) => `/frontpage/giftcard/purchaseconfirmation/${fingerprint}`;

/** An order's fingerprint as the server makes it (128 bits, base64url). */
export const FINGERPRINT = /^[A-Za-z0-9_-]{22}$/;
