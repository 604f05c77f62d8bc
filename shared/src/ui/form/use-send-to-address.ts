/**
 * The state of a one-address form that asks the venue to e-mail something (find my bookings,
 * send my promo code again): the address, its error, where it was sent, and the API's refusal
 * as text in the visitor's language ("try again in N seconds" when rate limited).
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { isApiError, apiErrorKey, emailError } from '@venue/shared';

export interface SendToAddress {
  email: string;
  setEmail: (email: string) => void;
  fieldError: string | undefined;
  /** The address it went to (as the API says it), once sent. */
  sentTo: string | null;
  error: string | null;
  busy: boolean;
  submit: () => Promise<void>;
}

/**
 * `send` calls the API with the trimmed address and resolves with the address to show;
 * `tryInKey` is the caller's "try again in {{count}} seconds" text.
 */
export function useSendToAddress(send: (email: string) => Promise<string>, t: TFunction, tryInKey: string, initialEmail = ''): SendToAddress {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const invalid = emailError(email);
    setFieldError(invalid ? t(invalid) : undefined);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      setSentTo(await send(email.trim()));
    } catch (err) {
      if (isApiError(err) && err.code === 'RATE_LIMITED') setError(t(tryInKey, { count: err.retryAfter ?? 60 }));
      else setError(t(apiErrorKey(isApiError(err) ? err.code : 'generic')));
    } finally {
      setBusy(false);
    }
  };

  return { email, setEmail, fieldError, sentTo, error, busy, submit };
}
