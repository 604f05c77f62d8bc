import { useEffect, useState } from 'react';
import { emailError, requiredError, type PhoneValue } from '@venue/shared';
import { phoneError } from '@venue/shared/phone';

export interface ClaimValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: PhoneValue;
  privacy: boolean;
  marketing: boolean;
}

export type ClaimField = 'firstName' | 'lastName' | 'email' | 'phone' | 'privacy' | 'botCheck';
/** Field → translation key of its message. */
export type ClaimErrors = Partial<Record<ClaimField, string>>;

const EMPTY: ClaimValues = { firstName: '', lastName: '', email: '', phone: { prefix: '', number: '' }, privacy: false, marketing: false };

/** Values, dirtiness and the checks of the promo form (the same rules the server applies). */
export function useClaimForm(defaultPrefix: string, phoneRequired: boolean) {
  const [values, setValues] = useState<ClaimValues>({ ...EMPTY, phone: { prefix: defaultPrefix, number: '' } });
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The venue's calling code, once the phone prefixes have arrived (a page may come without them).
  useEffect(() => {
    if (defaultPrefix) setValues((v) => (v.phone.prefix && v.phone.number ? v : { ...v, phone: { ...v.phone, prefix: defaultPrefix } }));
  }, [defaultPrefix]);
  const dirty = Boolean(values.firstName || values.lastName || values.email || values.phone.number || values.privacy || values.marketing);

  const check = (v: ClaimValues, botCheck: string | null): ClaimErrors => {
    const found: ClaimErrors = {
      firstName: requiredError(v.firstName),
      lastName: requiredError(v.lastName),
      email: emailError(v.email),
      phone: phoneRequired || v.phone.number ? phoneError(v.phone.prefix, v.phone.number, phoneRequired) : undefined,
      privacy: v.privacy ? undefined : 'promo:form.privacyRequired',
      botCheck: botCheck ? undefined : 'common:botCheck.required',
    };
    return Object.fromEntries(Object.entries(found).filter(([, e]) => e)) as ClaimErrors;
  };

  const set = <K extends keyof ClaimValues>(key: K, value: ClaimValues[K], botCheck: string | null) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first submit, messages follow the input as it changes.
    if (submitted) setErrors(check(next, botCheck));
  };

  /** Validates everything; true when the form can be sent. */
  const validate = (botCheck: string | null): boolean => {
    setSubmitted(true);
    const found = check(values, botCheck);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, setErrors, dirty, set, validate, recheck: (botCheck: string | null) => submitted && setErrors(check(values, botCheck)) };
}
