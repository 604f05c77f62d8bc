/** Which gateway the server runs (POST /payments/config), asked once per page. */
import { type Infer, boolean, enums, optional, string, type } from 'superstruct';
import { ApiError, PAYMENT_PATHS, apiPost, parseWith } from '@venue/shared';

export const PaymentsConfigSchema = type({
  gateway: enums(['stripe', 'demo']),
  publishableKey: optional(string()),
  testMode: boolean(),
});
export type PaymentsConfig = Infer<typeof PaymentsConfigSchema>;

let cached: Promise<PaymentsConfig> | null = null;

/** The payments config; a failure is not cached, so a retry asks again. */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  cached ??= load().catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}

async function load(): Promise<PaymentsConfig> {
  const res = await apiPost(PAYMENT_PATHS.config);
  const parsed = parseWith(PaymentsConfigSchema, res.data);
  if (!res.status || !parsed.ok) throw new ApiError('INVALID_RESPONSE', 'Invalid payments config');
  return parsed.value;
}

/** Tests: forget the cached config. */
export function resetPaymentsConfig(): void {
  cached = null;
}
