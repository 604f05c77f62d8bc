import { useState } from 'react';
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

/** The checkout form's values, whether anything was typed, and its checks (messages follow the input after a first submit). */
export function useCheckoutForm(defaults: { prefix: string; country: string; today: string; maxDeliveryDate: string; draft?: CheckoutValues | null }) {
  const [values, setValues] = useState<CheckoutValues>(() => defaults.draft ? { ...EMPTY, ...defaults.draft } : {
    ...EMPTY,
    phone: { prefix: defaults.prefix, number: '' },
    recipientPhone: { prefix: defaults.prefix, number: '' },
    country: defaults.country,
    deliverOn: defaults.today,
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const check = (v: CheckoutValues) => validateCheckout(v, defaults.today, defaults.maxDeliveryDate);
  const dirty = Boolean(
    values.firstName || values.lastName || values.email || values.phone.number || values.dateOfBirth || values.city || values.postalCode ||
      values.recipientFirstName || values.recipientLastName || values.recipientEmail || values.message || values.privacy,
  );

  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const validate = (): boolean => {
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, setErrors, dirty, set, validate };
}
