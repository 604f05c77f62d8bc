import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TEXT_CONSENT_VERSION, TextConsentField } from '../src/components/text-consent-field';
import { bookingPayload } from '../src/features/reserve/booking-payload';
import type { FlowState } from '../src/features/reserve/flow-state';
import { emptyGuest } from '../src/lib/guest-data';

jest.mock('@venue/shared', () => ({
  useTranslation: () => ({ t: (key: string, values?: { venue?: string }) => (values?.venue ? `${key} (${values.venue})` : key), i18n: { language: 'en' } }),
}));
jest.mock('@venue/shared/forms', () => ({
  CheckboxField: ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) => (
    <label>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  ),
}));

function Form({ offered, phone }: { offered: boolean; phone: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <TextConsentField offered={offered} phoneNumber={phone} venueName="Cantina Aurora" checked={checked} onChange={setChecked} />
      <output>{checked ? 'agreed' : 'not agreed'}</output>
    </>
  );
}

test('the texts’ consent line is shown only where the venue sends texts and a number is typed, unticked, with the venue’s name', () => {
  const { rerender } = render(<Form offered={false} phone="347 123 4567" />);
  expect(screen.queryByRole('checkbox')).toBeNull();
  rerender(<Form offered phone="  " />);
  expect(screen.queryByRole('checkbox')).toBeNull();
  rerender(<Form offered phone="347 123 4567" />);
  const box = screen.getByRole('checkbox', { name: 'details.textConsent (Cantina Aurora)' }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  expect(screen.getByText('not agreed')).toBeTruthy();
  fireEvent.click(box);
  expect(box.checked).toBe(true);
  expect(screen.getByText('agreed')).toBeTruthy();
});

test('the booking carries the consent’s wording version only when the guest ticked it', () => {
  const state = (texts: boolean) =>
    ({
      date: '2026-06-06',
      time: '20:00',
      pax: 2,
      zoneId: null,
      experienceId: null,
      guest: { ...emptyGuest('+39'), phone: { prefix: '+39', number: '3471234567' }, texts },
    }) as unknown as FlowState;
  const options = { moduleSlug: undefined, language: 'en', questions: [] };
  expect(bookingPayload(state(false), options).textMessages).toBeUndefined();
  expect(bookingPayload(state(true), options).textMessages).toBe(TEXT_CONSENT_VERSION);
});
