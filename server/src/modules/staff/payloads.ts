/** Payloads of the staff module's own calls (form fields arrive as strings; unknown fields are ignored). */
import { defaulted, optional, pattern, size, string, trimmed, type } from 'superstruct';
import { formInt } from '../../lib/validate';

export const SignInPayload = type({ token: trimmed(size(string(), 1, 200)) });

/** What the door's scanner or keyboard gave: a code, or a link of a guest's page or e-mail. */
export const ScannedPayload = type({ data: trimmed(size(string(), 1, 2000)) });

export const ScannedRedeemPayload = type({
  data: trimmed(size(string(), 1, 2000)),
  /** Gift cards: minor units; absent or empty = everything left. Ignored for a promo code. */
  amount: optional(string()),
  requestId: optional(pattern(string(), /^[A-Za-z0-9_-]{8,64}$/)),
  note: defaulted(trimmed(size(string(), 0, 200)), ''),
});

export const AuditListPayload = type({
  limit: defaulted(formInt(1, 200), 50),
  /** A row id from the previous page: the rows before it. */
  before: optional(formInt(1, 2_000_000_000)),
});
