import { useEffect, useState } from 'react';
import { type CheckoutErrors, type CheckoutValues, validateCheckout } from './checkout-validation';

const EMPTY: CheckoutValues = {
  forRecipient: false,
  recipientFirstName: '',
  recipientLastName: '',
  recipientPhone: { prefix: '', number: '' },
  recipientEmail: '',
  message: '',
  deliverOn: '',
  firstName: '',
  lastName: '',
  phone: { prefix: '', number: '' },
  email: '',
  dateOfBirth: '',
  city: '',
  country: '',
  province: '',
  postalCode: '',
  privacy: false,
  marketing: false,
};

/** Nothing typed yet (the defaults do not count). */
function isUntouched(values: CheckoutValues): boolean {
  return !(
    values.firstName ||
    values.lastName ||
    values.email ||
    values.phone.number ||
    values.dateOfBirth ||
    values.city ||
    values.postalCode ||
    values.recipientFirstName ||
    values.recipientLastName ||
    values.recipientEmail ||
    values.message ||
    values.privacy
  );
}

/** The checkout form's values, whether anything was typed, and its checks (messages follow the input after a first submit). */
export function useCheckoutForm(defaults: { prefix: string; country: string; today: string; maxDeliveryDate: string; draft?: CheckoutValues | null }) {
  const [values, setValues] = useState<CheckoutValues>(() =>
    defaults.draft
      ? { ...EMPTY, ...defaults.draft }
      : {
          ...EMPTY,
          phone: { prefix: defaults.prefix, number: '' },
          recipientPhone: { prefix: defaults.prefix, number: '' },
          country: defaults.country,
          deliverOn: defaults.today,
        },
  );
  // Defaults that arrive after hydration (the draft, the country's name) fill a form the visitor
  // has not touched yet; what is typed is never overwritten.
  useEffect(() => {
    const draft = defaults.draft;
    if (draft) setValues((v) => (isUntouched(v) ? { ...EMPTY, ...draft } : v));
  }, [defaults.draft]);
  useEffect(() => {
    if (defaults.country) setValues((v) => (v.country ? v : { ...v, country: defaults.country }));
  }, [defaults.country]);
  // The venue's calling code, once the phone prefixes have arrived (a page may come without them).
  useEffect(() => {
    const prefix = defaults.prefix;
    if (!prefix) return;
    setValues((v) => ({
      ...v,
      phone: v.phone.prefix && v.phone.number ? v.phone : { ...v.phone, prefix },
      recipientPhone: v.recipientPhone.prefix && v.recipientPhone.number ? v.recipientPhone : { ...v.recipientPhone, prefix },
    }));
  }, [defaults.prefix]);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const check = (v: CheckoutValues) => validateCheckout(v, defaults.today, defaults.maxDeliveryDate);
  const dirty = !isUntouched(values);

  // From the latest values, not this render's: a default that arrives after hydration (above),
  // or a field typed in the same tick, is never overwritten by an older copy of the form.
  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  // After a first submit, the messages follow the input.
  useEffect(() => {
    if (submitted) setErrors(check(values));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the values re-checks
  }, [values]);

  const validate = (): boolean => {
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, setErrors, dirty, set, validate };
}
