/** The gift card calls (docs/api.md), answers checked against shared's schemas. */
import { API_PATHS, ApiError, apiPost, parseWith, type ApiPayload } from '@venue/shared';
import { GiftcardBalanceSchema, GiftcardOrderSchema, GiftcardPaymentSchema, GiftcardProductListSchema, GiftcardProductSchema } from './giftcard-schemas';

type Schema<T> = Parameters<typeof parseWith<T, unknown>>[0];

/** An answer's `data` checked against its schema (INVALID_RESPONSE when it does not fit). */
const reader =
  <T>(schema: Schema<T>) =>
  (data: unknown): T => {
    const parsed = parseWith(schema, data);
    if (!parsed.ok) {
      console.error('Error during validation of data', parsed.error);
      throw new ApiError('INVALID_RESPONSE');
    }
    return parsed.value;
  };

async function call<T>(path: string, schema: Schema<T>, payload?: ApiPayload, signal?: AbortSignal): Promise<T> {
  const res = await apiPost(path, payload, { signal });
  return reader(schema)(res.data);
}

/** The page data's readers (its route's loader: shared/src/routes/route-table.ts). */
export const readGiftcardList = reader(GiftcardProductListSchema);
export const readGiftcard = reader(GiftcardProductSchema);

export const getGiftcardList = (signal?: AbortSignal) => call(API_PATHS.giftcardList, GiftcardProductListSchema, undefined, signal);
export const getGiftcard = (id: number, signal?: AbortSignal) => call(API_PATHS.giftcard, GiftcardProductSchema, { id }, signal);
export const getPayment = (fingerprint: string, signal?: AbortSignal) => call(API_PATHS.giftcardPayment, GiftcardPaymentSchema, { fingerprint }, signal);
export const getOrder = (fingerprint: string, signal?: AbortSignal) => call(API_PATHS.giftcardOrder, GiftcardOrderSchema, { fingerprint }, signal);
export const getBalance = (code: string, signal?: AbortSignal) => call(API_PATHS.giftcardBalance, GiftcardBalanceSchema, { code }, signal);

export interface CheckoutRequest {
  productId: number;
  amount: number;
  quantity: number;
  requestId: string;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
  dateOfBirth: string;
  city: string;
  country: string;
  province: string;
  postalCode: string;
  privacy: boolean;
  marketing: boolean;
  forRecipient: boolean;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
  recipientPhonePrefix: string;
  recipientPhone: string;
  message: string;
  deliverOn: string;
  language: string;
  /** The solved bot check (ALTCHA widget payload). */
  altcha: string;
}

/** Stores the order and its payment; resolves with the fingerprint of the card payment screen. */
export async function postCheckout(req: CheckoutRequest): Promise<{ fingerprint: string }> {
  const res = await apiPost<{ fingerprint?: unknown }>(
    API_PATHS.giftcardCheckout,
    {
      ...req,
      privacy: req.privacy ? 1 : 0,
      marketing: req.marketing ? 1 : 0,
      forRecipient: req.forRecipient ? 1 : 0,
    },
    { idempotent: true },
  ); // one Idempotency-Key per order, reused when a retry follows a timeout
  const fingerprint = res.data?.fingerprint;
  if (typeof fingerprint !== 'string') throw new ApiError('INVALID_RESPONSE');
  return { fingerprint };
}
