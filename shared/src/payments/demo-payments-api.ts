/** The demo gateway's calls, made by the TEST MODE card form. */
import { ApiError, PAYMENT_PATHS, apiPost } from '@venue/shared';

export interface DemoCardDetails {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface DemoConfirmAnswer {
  kind: 'payment_intent' | 'setup_intent';
  intentId: string;
  status: 'succeeded' | 'requires_action' | 'failed' | 'processing' | 'canceled';
  failure: { code: string; declineCode: string | null } | null;
}

async function post(path: string, payload: Record<string, string>): Promise<DemoConfirmAnswer> {
  const res = await apiPost<DemoConfirmAnswer>(path, payload);
  if (!res.status || !res.data) throw new ApiError('INVALID_RESPONSE', 'Unexpected demo payment answer');
  return res.data;
}

/** Pays (or saves) with a typed test card, or with a saved card (`paymentMethod`). */
export function demoConfirm(clientSecret: string, with_: DemoCardDetails | { paymentMethod: string }): Promise<DemoConfirmAnswer> {
  return post(PAYMENT_PATHS.demoConfirm, { clientSecret, ...with_ });
}

/** The test bank's authentication window: approve or refuse. */
export function demoAuthenticate(clientSecret: string, approve: boolean): Promise<DemoConfirmAnswer> {
  return post(PAYMENT_PATHS.demoAuthenticate, { clientSecret, result: approve ? 'approve' : 'deny' });
}
