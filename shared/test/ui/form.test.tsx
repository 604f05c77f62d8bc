import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { create } from 'superstruct';
import { LocationSchema, VALIDATION_KEYS, bannerKeys, emailError, i18n, locationAtom, prefixListAtom, requiredError } from '../../src';
import { CheckboxField, ConsentCheckbox, EmailField, NameFields, PhoneField, SelectField, TextField } from '../../src/forms';
import { phoneError } from '../../src/validation/phone';
import type { PhoneValue } from '../../src';

afterEach(() => act(() => i18n.changeLanguage('it')));

function withStore(node: React.ReactNode) {
  const store = createStore();
  store.set(prefixListAtom, [
    { paese: 'Italia', prefisso: '+39', codice: 'IT' },
    { paese: 'Stati Uniti', prefisso: '+1', codice: 'US' },
    { paese: 'Canada', prefisso: '+1', codice: 'CA' },
    { paese: 'Regno Unito', prefisso: '+44', codice: 'GB' },
    { paese: 'Atlantide', prefisso: '+999', codice: '' },
  ]);
  store.set(locationAtom, create({ privacyPolicy: { it: 'Testo privacy' }, marketingPolicy: { it: 'Testo marketing' } }, LocationSchema));
  return render(<Provider store={store}>{node}</Provider>);
}

test('a text field: label, required marker, error tied by aria-describedby and aria-invalid', () => {
  const { rerender } = render(<TextField label="Nome" value="" onChange={() => {}} required />);
  const input = screen.getByRole('textbox', { name: 'Nome' });
  expect(input).toBeRequired();
  expect(input).not.toHaveAttribute('aria-invalid');
  rerender(<TextField label="Nome" value="" onChange={() => {}} required error="Compila tutti i campi obbligatori." />);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Compila tutti i campi obbligatori.');
});

test('an e-mail field reports what is typed and asks for the e-mail keyboard', () => {
  const onChange = jest.fn();
  render(<EmailField label="Email" value="" onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('autocomplete', 'email');
  fireEvent.change(input, { target: { value: 'a@b.it' } });
  expect(onChange).toHaveBeenCalledWith('a@b.it');
});

test('a phone field lists the prefixes of the services call; countries sharing a code stay apart', () => {
  function Harness() {
    const [value, setValue] = useState<PhoneValue>({ prefix: '+39', number: '' });
    return <PhoneField label="Telefono" value={value} onChange={setValue} required error={value.number ? undefined : 'Inserisci un numero di telefono valido.'} />;
  }
  withStore(<Harness />);
  const group = screen.getByRole('group', { name: 'Telefono' });
  const prefix = screen.getByRole('combobox', { name: 'Prefisso' });
  expect(group).toContainElement(prefix);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+39 Italia', '+999 Atlantide', '+1 Canada', '+44 Regno Unito', '+1 Stati Uniti']);
  fireEvent.change(prefix, { target: { value: 'US|+1' } });
  expect((prefix as HTMLSelectElement).value).toBe('CA|+1'); // same code: the first country with it
  const number = screen.getByRole('textbox', { name: 'Numero' });
  expect(number).toHaveAccessibleDescription('Inserisci un numero di telefono valido.');
  fireEvent.change(number, { target: { value: '212 555 0123' } });
  expect(number).not.toHaveAttribute('aria-invalid');
});

test.each([
  ['en', ['+39 Italy', '+999 Atlantide', '+1 Canada', '+44 United Kingdom', '+1 United States']],
  ['de', ['+39 Italien', '+999 Atlantide', '+1 Kanada', '+1 Vereinigte Staaten', '+44 Vereinigtes Königreich']],
  ['fr', ['+39 Italie', '+999 Atlantide', '+1 Canada', '+1 États-Unis', '+44 Royaume-Uni']],
  ['es', ['+39 Italia', '+999 Atlantide', '+1 Canadá', '+1 Estados Unidos', '+44 Reino Unido']],
])('the prefix list names countries in the visitor’s language (%s), from the ISO code, sorted in it', async (lng, expected) => {
  await act(() => i18n.changeLanguage(lng));
  withStore(<PhoneField label="Phone" value={{ prefix: '+39', number: '' }} onChange={() => {}} />);
  // The venue's own country stays first; a country without a code keeps the API's name.
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expected);
});

test('a server-rendered phone field hydrates without a mismatch, then names the countries in the browser’s language', async () => {
  // Node and each browser ship other ICU names ("Hong Kong SAR China" / "Hong Kong"): the
  // server's HTML and the hydration use the API's names, the browser's own come right after.
  await act(() => i18n.changeLanguage('en'));
  const store = createStore();
  store.set(prefixListAtom, [
    { paese: 'Italia', prefisso: '+39', codice: 'IT' },
    { paese: 'Regno Unito', prefisso: '+44', codice: 'GB' },
  ]);
  const field = (
    <Provider store={store}>
      <PhoneField label="Phone" value={{ prefix: '+39', number: '' }} onChange={() => {}} />
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(field);
  document.body.appendChild(container);
  const options = () => Array.from(container.querySelectorAll('option')).map((o) => o.textContent);
  expect(options()).toEqual(['+39 Italia', '+44 Regno Unito']);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, field, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(options()).toEqual(['+39 Italy', '+44 United Kingdom']);
  container.remove();
});

test('text typed into the server’s HTML before hydration is kept: the field adopts it', async () => {
  function Harness() {
    const [code, setCode] = useState('');
    return (
      <>
        <TextField label="Code" value={code} onChange={setCode} />
        <output>{`state:${code}`}</output>
      </>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Harness />);
  document.body.appendChild(container);
  // The visitor types while the scripts still load.
  container.querySelector('input')!.value = 'ABCD-EFGH';
  await act(async () => {
    hydrateRoot(container, <Harness />);
  });
  expect(container.querySelector('input')!.value).toBe('ABCD-EFGH');
  expect(container.querySelector('output')!.textContent).toBe('state:ABCD-EFGH');
  container.remove();
});

test('consents: privacy required, marketing optional, each opens its policy', async () => {
  const onChange = jest.fn();
  withStore(
    <>
      <ConsentCheckbox kind="privacy" checked={false} onChange={onChange} error="Accetta l'informativa sulla privacy per procedere con l'acquisto" />
      <ConsentCheckbox kind="marketing" checked={false} onChange={() => {}} />
    </>,
  );
  const privacy = screen.getByRole('checkbox', { name: /Ho letto e accetto/ });
  expect(privacy).toBeRequired();
  expect(privacy).toHaveAccessibleDescription("Accetta l'informativa sulla privacy per procedere con l'acquisto");
  expect(screen.getByRole('checkbox', { name: /comunicazioni commerciali.*facoltativo/ })).not.toBeRequired();
  fireEvent.click(privacy);
  expect(onChange).toHaveBeenCalledWith(true);
  fireEvent.click(screen.getByRole('button', { name: /Leggi l'informativa.*Informativa sulla privacy/ }));
  expect(screen.getByRole('dialog', { name: 'Informativa sulla privacy' })).toHaveTextContent('Testo privacy');
});

test('validators give the validation texts’ keys', () => {
  expect(requiredError(' ')).toBe('common:validation.required');
  expect(requiredError(true)).toBeUndefined();
  expect(emailError('')).toBe('common:validation.required');
  expect(emailError('', false)).toBeUndefined();
  expect(emailError('nope')).toBe('common:validation.email');
  expect(emailError('a@b.it')).toBeUndefined();
  expect(phoneError('+39', '12')).toBe('common:validation.phone');
  expect(phoneError('+39', '333 123 4567')).toBeUndefined();
  expect(phoneError('+39', '', false)).toBeUndefined();
  expect(i18n.t(emailError('nope')!)).toBe('Inserisci un indirizzo email valido.');
});

test('the error banner names each distinct problem once: an invalid phone alone is said as such', () => {
  expect(bannerKeys([undefined, 'common:validation.phone', undefined])).toEqual(['common:validation.phone']);
  expect(i18n.t(bannerKeys([undefined, 'common:validation.phone'])[0]!)).toBe('Inserisci un numero di telefono valido.');
  expect(bannerKeys(['common:validation.required', 'common:validation.required', 'common:validation.email'])).toEqual([
    'common:validation.required',
    'common:validation.email',
  ]);
});

test.each([
  ['it', "Accetta l'informativa sulla privacy per procedere con la prenotazione."],
  ['en', 'Accept the privacy policy to proceed with the booking.'],
  ['fr', 'Acceptez la politique de confidentialité pour poursuivre la réservation.'],
  ['es', 'Acepta la política de privacidad para continuar con la reserva.'],
  ['de', 'Akzeptieren Sie die Datenschutzerklärung, um mit der Reservierung fortzufahren.'],
])('the booking form’s privacy error speaks of the booking (%s)', async (lng, text) => {
  await act(() => i18n.changeLanguage(lng));
  expect(i18n.t(VALIDATION_KEYS.privacyRequiredBooking)).toBe(text);
});

test('name fields: two required boxes with the name autofill, each with its own error and change', () => {
  const onChange = jest.fn();
  render(<NameFields firstNameLabel="Nome" lastNameLabel="Cognome" firstName="" lastName="Rossi" onChange={onChange} lastNameError="Troppo lungo." />);
  const first = screen.getByRole('textbox', { name: 'Nome' });
  const last = screen.getByRole('textbox', { name: 'Cognome' });
  expect(first).toHaveAttribute('autocomplete', 'given-name');
  expect(last).toHaveAttribute('autocomplete', 'family-name');
  expect(first).toBeRequired();
  expect(last).toHaveValue('Rossi');
  expect(first).not.toHaveAttribute('aria-invalid');
  expect(last).toHaveAccessibleDescription('Troppo lungo.');
  fireEvent.change(first, { target: { value: 'Anna' } });
  expect(onChange).toHaveBeenCalledWith('firstName', 'Anna');
});

test('a list to choose from: its empty first choice, the required mark, the error tied to it', () => {
  const onChange = jest.fn();
  const options = [
    { value: 'veg', label: 'Vegetariano' },
    { value: 'none', label: 'Nessuna' },
  ];
  const { rerender } = render(<SelectField label="Dieta" value="" onChange={onChange} options={options} placeholder="Scegli" required />);
  const select = screen.getByRole('combobox', { name: 'Dieta' });
  expect(select).toBeRequired();
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Scegli', 'Vegetariano', 'Nessuna']);
  fireEvent.change(select, { target: { value: 'veg' } });
  expect(onChange).toHaveBeenCalledWith('veg');
  rerender(<SelectField label="Dieta" value="" onChange={onChange} options={options} placeholder="Scegli" required error="Scegli una voce." />);
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Scegli una voce.');
});

test('a box to tick: required with its mark, or optional with its note; the error tied to it', () => {
  const onChange = jest.fn();
  const { rerender } = render(<CheckboxField label="Accetto le condizioni" checked={false} onChange={onChange} required error="Obbligatorio." />);
  const box = screen.getByRole('checkbox', { name: /Accetto le condizioni/ });
  expect(box).toBeRequired();
  expect(box).toHaveAccessibleDescription('Obbligatorio.');
  fireEvent.click(box);
  expect(onChange).toHaveBeenCalledWith(true);
  rerender(<CheckboxField label="Newsletter" checked onChange={onChange} optionalNote="facoltativo" />);
  const optional = screen.getByRole('checkbox', { name: /Newsletter/ });
  expect(optional).not.toBeRequired();
  expect(optional).toBeChecked();
  expect(screen.getByText('(facoltativo)', { exact: false })).toBeInTheDocument();
});
