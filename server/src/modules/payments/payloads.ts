/** Payloads of the demo payment screen's calls (form fields arrive as strings). */
import { enums, optional, pattern, size, string, type } from 'superstruct';

export const DemoConfirmPayload = type({
  clientSecret: size(string(), 1, 300),
  /** A typed test card... */
  cardNumber: optional(size(string(), 1, 40)),
  /** MM/YY or MM/YYYY */
  expiry: optional(pattern(string(), /^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/)),
  cvc: optional(size(string(), 1, 8)),
  /** ...or a card saved earlier (the guest back on-session to authenticate a charge). */
  paymentMethod: optional(size(string(), 1, 100)),
});

export const DemoAuthenticatePayload = type({
  clientSecret: size(string(), 1, 300),
  result: enums(['approve', 'deny']),
});

/** "04 / 27" -> { expMonth: 4, expYear: 2027 } */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [month = '', year = ''] = expiry.split('/').map((s) => s.trim());
  return { expMonth: Number(month), expYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
}
