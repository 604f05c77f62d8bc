import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { create } from 'superstruct';
import { ConsentCheckbox, EmailField, LocationSchema, PhoneField, TextField, emailError, i18n, locationAtom, prefixListAtom, requiredError } from '../../src';
import { phoneError } from '../../src/validation/phone';
import type { PhoneValue } from '../../src';

afterEach(() => act(() => i18n.changeLanguage('it')));

function withStore(node: React.ReactNode) {
  const store = createStore();
  store.set(prefixListAtom, [
    { paese: 'Italia', prefisso: '+39' },
    { paese: 'Canada', prefisso: '+1' },
    { paese: 'Stati Uniti', prefisso: '+1' },
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
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['+39 Italia', '+1 Canada', '+1 Stati Uniti']);
  fireEvent.change(prefix, { target: { value: 'Stati Uniti|+1' } });
  expect((prefix as HTMLSelectElement).value).toBe('Canada|+1'); // same code: the first country with it
  const number = screen.getByRole('textbox', { name: 'Numero' });
  expect(number).toHaveAccessibleDescription('Inserisci un numero di telefono valido.');
  fireEvent.change(number, { target: { value: '212 555 0123' } });
  expect(number).not.toHaveAttribute('aria-invalid');
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

test('validators give the spec texts’ keys', () => {
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
