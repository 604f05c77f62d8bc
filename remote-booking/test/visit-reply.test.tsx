import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Reservation, reconfirmReservation } from '../src/api/booking-api';
import { VisitReply } from '../src/features/edit/visit-reply';

jest.mock('@venue/shared', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
  formatDate: () => 'Saturday 20 June',
  Button: ({ children, onClick }: { children: ReactNode; onClick: () => void }) => (
    <button type="button" onClick={onClick}>
      {children}
    </button>
  ),
}));
jest.mock('../src/api/booking-api', () => ({ reconfirmReservation: jest.fn() }));

const reconfirm = reconfirmReservation as jest.Mock;
const booking = (confirmedAt: string | null) =>
  ({ hash: 'h'.repeat(32), venue: { name: 'Cantina Aurora' }, reconfirmation: { releaseAt: '2026-06-20T12:00:00+02:00', confirmedAt } }) as unknown as Reservation;

test('the reminder’s “I’m coming” opens the question: nothing is sent until the guest taps the answer', async () => {
  reconfirm.mockResolvedValue(booking('2026-06-19T10:00:00+02:00'));
  render(<VisitReply reservation={booking(null)} fromReminder />);
  // A mail scanner runs the page's script as a browser would: still nothing sent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reconfirm).not.toHaveBeenCalled();
  expect(screen.getByText('edit.tapToAnswer')).toBeTruthy();

  fireEvent.click(screen.getByText('visit.coming'));
  expect(await screen.findByText('visit.confirmed')).toBeTruthy();
  await waitFor(() => expect(reconfirm).toHaveBeenCalledTimes(1));
  expect(reconfirm).toHaveBeenCalledWith('h'.repeat(32));
});
