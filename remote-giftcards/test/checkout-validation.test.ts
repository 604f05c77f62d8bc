import {
  type CheckoutValues,
  birthDateForWire,
  isValidBirthDate,
  isValidDeliveryDate,
  serverFieldErrors,
  validateCheckout,
} from '../src/features/checkout/checkout-validation';

const today = '2026-06-01';
const max = '2027-06-01';
const filled: CheckoutValues = {
  forRecipient: false,
  recipientFirstName: '',
  recipientLastName: '',
  recipientPhone: { prefix: '+41', number: '' },
  recipientEmail: '',
  message: '',
  deliverOn: today,
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: { prefix: '+39', number: '347 123 4567' },
  email: 'giulia@example.com',
  dateOfBirth: '14/03/1985',
  city: 'Alba',
  country: 'Italia',
  province: '',
  postalCode: '12051',
  privacy: true,
  marketing: false,
};

test('a complete form for me has no error (province and marketing optional)', () => {
  expect(validateCheckout(filled, today, max)).toEqual({});
});

test('empty required fields: the required message; privacy: its own message', () => {
  const empty = {
    ...filled,
    firstName: ' ',
    lastName: '',
    email: '',
    phone: { prefix: '+39', number: '' },
    dateOfBirth: '',
    city: '',
    country: '',
    postalCode: '',
    privacy: false,
  };
  expect(validateCheckout(empty, today, max)).toEqual({
    firstName: 'common:validation.required',
    lastName: 'common:validation.required',
    email: 'common:validation.required',
    phone: 'common:validation.required',
    dateOfBirth: 'common:validation.required',
    city: 'common:validation.required',
    country: 'common:validation.required',
    postalCode: 'common:validation.required',
    privacy: 'common:validation.privacyRequired',
  });
});

test('e-mail, phone (libphonenumber-js) and date of birth', () => {
  expect(validateCheckout({ ...filled, email: 'giulia@', phone: { prefix: '+39', number: '12' }, dateOfBirth: '31/02/1990' }, today, max)).toEqual({
    email: 'common:validation.email',
    phone: 'common:validation.phone',
    dateOfBirth: 'common:validation.dateOfBirth',
  });
  // A Swiss mobile is not an Italian number.
  expect(validateCheckout({ ...filled, phone: { prefix: '+39', number: '79 123 45 67' } }, today, max).phone).toBe('common:validation.phone');
  expect(validateCheckout({ ...filled, phone: { prefix: '+41', number: '79 123 45 67' } }, today, max).phone).toBeUndefined();
});

test('for another person: the recipient variants of the messages, the delivery day', () => {
  const gift = { ...filled, forRecipient: true };
  expect(validateCheckout(gift, today, max)).toEqual({
    recipientFirstName: 'common:validation.required',
    recipientLastName: 'common:validation.required',
    recipientEmail: 'common:validation.required',
  });
  expect(
    validateCheckout(
      {
        ...gift,
        recipientFirstName: 'Marie',
        recipientLastName: 'Dupont',
        recipientEmail: 'marie@',
        recipientPhone: { prefix: '+41', number: '12' },
        deliverOn: '2026-05-31',
      },
      today,
      max,
    ),
  ).toEqual({
    recipientEmail: 'common:validation.recipientEmail',
    recipientPhone: 'common:validation.recipientPhone',
    deliverOn: 'giftcards:checkout.deliverOnInvalid',
  });
});

test('dates', () => {
  expect(isValidBirthDate('1/2/1990', today)).toBe(true);
  expect(isValidBirthDate('02/06/2026', today)).toBe(false);
  expect(isValidBirthDate('1990-02-01', today)).toBe(true); // the date input's own value
  expect(isValidDeliveryDate(today, today, max)).toBe(true);
  expect(isValidDeliveryDate(max, today, max)).toBe(true);
  expect(isValidDeliveryDate('2027-06-02', today, max)).toBe(false);
});

test('the server’s field codes map to the same messages', () => {
  expect(
    serverFieldErrors({ email: 'INVALID', recipientEmail: 'REQUIRED', phonePrefix: 'INVALID', recipientPhone: 'INVALID', privacy: 'REQUIRED', city: 'REQUIRED' }),
  ).toEqual({
    email: 'common:validation.email',
    recipientEmail: 'common:validation.required',
    phone: 'common:validation.phone',
    recipientPhone: 'common:validation.recipientPhone',
    privacy: 'common:validation.privacyRequired',
    city: 'common:validation.required',
  });
});

test('date of birth from the date input (YYYY-MM-DD), sent as dd/mm/yyyy', () => {
  expect(isValidBirthDate('1985-03-14', today)).toBe(true);
  expect(isValidBirthDate('14/03/1985', today)).toBe(true); // kept from a form filled before
  expect(isValidBirthDate('2999-01-01', today)).toBe(false);
  expect(isValidBirthDate('1899-12-31', today)).toBe(false);
  expect(isValidBirthDate('1990-02-31', today)).toBe(false);
  expect(birthDateForWire('1985-03-14')).toBe('14/03/1985');
  expect(birthDateForWire('4/3/1985')).toBe('04/03/1985');
});
