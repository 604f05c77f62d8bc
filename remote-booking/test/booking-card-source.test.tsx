import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import type { StaffReservation } from '@venue/shared/staff';
import { BookingCard } from '../src/features/staff-bookings/booking-card';

// The card's guest panel reads the staff schemas, built from the real superstruct builders.
jest.mock('@venue/shared', () => ({
  ...jest.requireActual<object>('@venue/shared'),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
  formatMoney: (minor: number) => `€${(minor / 100).toFixed(2)}`,
  Button: ({ children }: { children: ReactNode }) => <button type="button">{children}</button>,
}));

const booking = (source?: string): StaffReservation => ({
  id: 1,
  status: 'confirmed',
  date: '2026-06-04',
  time: '19:30',
  pax: 2,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+33 612345678',
  zone: null,
  experience: null,
  notes: '',
  guarantee: null,
  payment: null,
  extraAnswers: [],
  fee: 'none',
  arrivedAt: null,
  ...(source ? { source } : {}),
});

test('the door card says a booking came from Google, and nothing for a booking from the page', () => {
  const { unmount } = render(<BookingCard reservation={booking('google')} currency="EUR" busy={false} onAction={jest.fn()} onChanged={jest.fn()} />);
  expect(screen.getByText('bookedVia')).toBeTruthy();
  expect(screen.getByText('Google')).toBeTruthy();
  unmount();
  render(<BookingCard reservation={booking('page')} currency="EUR" busy={false} onAction={jest.fn()} onChanged={jest.fn()} />);
  expect(screen.queryByText('bookedVia')).toBeNull();
});
