import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Reservation, acceptOffer, applyGiftcard, completeReservation } from '../src/api/booking-api';
import { WaitingOffer } from '../src/features/edit/waiting-offer';

jest.mock('@venue/shared', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
  isApiError: (e: unknown) => e instanceof Error && 'code' in e,
  apiErrorKey: (code: string) => `errors.${code}`,
  formatMoney: (minor: number) => `€${(minor / 100).toFixed(2)}`,
  LoadingState: () => null,
  Button: ({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) => (
    <button type="button" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  ),
}));
jest.mock('@venue/shared/card-payment', () => ({
  // The card form: a button standing for a card that paid or was saved.
  CardPayment: ({ mode, clientSecret, onSuccess }: { mode: string; clientSecret: string; onSuccess: () => void }) => (
    <button type="button" onClick={onSuccess}>{`card ${mode} ${clientSecret}`}</button>
  ),
}));
jest.mock('@venue/shared/forms', () => ({
  CheckboxField: ({ label, checked, onChange, error }: { label: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) => (
    <label>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
      {error ? <span role="alert">{error}</span> : null}
    </label>
  ),
}));
jest.mock('../src/lib/venue-instant', () => ({ formatVenueInstant: () => 'Saturday 20 June, 09:30' }));
jest.mock('../src/api/booking-api', () => ({
  acceptOffer: jest.fn(),
  declineOffer: jest.fn(),
  completeReservation: jest.fn(),
  applyGiftcard: jest.fn(),
  removeGiftcard: jest.fn(),
}));

const accept = acceptOffer as jest.Mock;
const complete = completeReservation as jest.Mock;
const applyCard = applyGiftcard as jest.Mock;
beforeEach(() => jest.clearAllMocks());

const offer = (o: Partial<Reservation>): Reservation =>
  ({
    hash: 'h'.repeat(32),
    status: 'offered',
    holdExpiresAt: '2026-06-20T09:30:00+02:00',
    venue: { timezone: 'Europe/Rome' },
    payment: null,
    guarantee: null,
    ...o,
  }) as unknown as Reservation;
const PAID = { type: 1, amount: 19000, currency: 'EUR', status: 'awaiting' } as Reservation['payment'];

test('an offer of a prepaid experience: never confirmed from the e-mail link; the terms, then the payment, then the booking', async () => {
  const onAnswered = jest.fn();
  render(<WaitingOffer reservation={offer({ payment: PAID })} fromEmail onAnswered={onAnswered} />);
  // The link opened the page: nothing is sent before the guest accepts the terms.
  expect(accept).not.toHaveBeenCalled();
  expect(screen.queryByText('offer.accept')).toBeNull();

  // The card step's code comes with the offer that needs it.
  fireEvent.click(await screen.findByText('offer.acceptAndPay'));
  expect(screen.getByRole('alert').textContent).toBe('common:validation.cancellationPolicyRequired');
  expect(accept).not.toHaveBeenCalled();

  accept.mockResolvedValue({ status: 'offered', cardStep: { mode: 'payment', clientSecret: 'pi_1_secret_2', expiresAt: '' } });
  complete.mockResolvedValue({ outcome: 'confirmed' });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByText('offer.acceptAndPay'));
  expect(accept).toHaveBeenCalledWith('h'.repeat(32), true);
  fireEvent.click(await screen.findByText('card payment pi_1_secret_2'));
  await waitFor(() => expect(onAnswered).toHaveBeenCalledWith('accepted'));
  expect(complete).toHaveBeenCalledWith('h'.repeat(32));
});

test('an offer of a prepaid experience paid partly with a gift card: the card form asks for the rest', async () => {
  accept.mockResolvedValue({ status: 'offered', cardStep: { mode: 'payment', clientSecret: 'pi_1_secret_2', expiresAt: '' } });
  const applied = { giftcard: { code: '•••• ABCD', amount: 5000, balance: 0, currency: 'EUR' }, total: 19000, clientSecret: 'pi_1_secret_2' };
  applyCard.mockResolvedValueOnce({ ...applied, dueByCard: 14000, outcome: null });
  const onAnswered = jest.fn();
  render(<WaitingOffer reservation={offer({ payment: PAID })} fromEmail={false} onAnswered={onAnswered} />);
  fireEvent.click(await screen.findByRole('checkbox'));
  fireEvent.click(screen.getByText('offer.acceptAndPay'));
  fireEvent.click(await screen.findByText('giftcard.use'));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'abcd-efgh-jkmn-abcd' } });
  fireEvent.click(screen.getByText('giftcard.apply'));
  expect(await screen.findByText('giftcard.rest')).toBeTruthy();
  expect(applyCard).toHaveBeenCalledWith('h'.repeat(32), 'abcd-efgh-jkmn-abcd');
  expect(screen.getByText('card payment pi_1_secret_2')).toBeTruthy();
  expect(onAnswered).not.toHaveBeenCalled();
});

test('a gift card that covers the whole offer confirms it with no card payment', async () => {
  accept.mockResolvedValue({ status: 'offered', cardStep: { mode: 'payment', clientSecret: 'pi_1_secret_2', expiresAt: '' } });
  applyCard.mockResolvedValueOnce({
    giftcard: { code: '•••• ABCD', amount: 19000, balance: 100, currency: 'EUR' },
    total: 19000,
    dueByCard: 0,
    clientSecret: null,
    outcome: 'confirmed',
  });
  const onAnswered = jest.fn();
  render(<WaitingOffer reservation={offer({ payment: PAID })} fromEmail={false} onAnswered={onAnswered} />);
  fireEvent.click(await screen.findByRole('checkbox'));
  fireEvent.click(screen.getByText('offer.acceptAndPay'));
  fireEvent.click(await screen.findByText('giftcard.use'));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ABCD-EFGH-JKMN-ABCD' } });
  fireEvent.click(screen.getByText('giftcard.apply'));
  await waitFor(() => expect(onAnswered).toHaveBeenCalledWith('accepted'));
  expect(complete).not.toHaveBeenCalled();
});

test('an offer under a card guarantee saves a card; an offer that ran out says so', async () => {
  const guarantee = { type: 2, amount: 4000, currency: 'EUR', freeCancellationUntil: null, cardSaved: false } as Reservation['guarantee'];
  accept.mockRejectedValue(Object.assign(new Error('gone'), { code: 'OFFER_EXPIRED' }));
  render(<WaitingOffer reservation={offer({ guarantee })} fromEmail={false} onAnswered={jest.fn()} />);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'guarantee.accept' }));
  fireEvent.click(screen.getByText('offer.acceptWithCard'));
  expect(await screen.findByText('offer.expired')).toBeTruthy();
});

test('an offer opened from the e-mail’s “Confirm the place” sends nothing by itself; one tap confirms it', async () => {
  accept.mockResolvedValue({ status: 'confirmed' });
  const onAnswered = jest.fn();
  render(<WaitingOffer reservation={offer({})} fromEmail onAnswered={onAnswered} />);
  // A mail scanner runs the page's script as a browser would: still nothing sent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(accept).not.toHaveBeenCalled();
  expect(screen.getByText('edit.tapToAnswer')).toBeTruthy();

  fireEvent.click(screen.getByText('offer.accept'));
  await waitFor(() => expect(onAnswered).toHaveBeenCalledWith('accepted'));
  expect(accept).toHaveBeenCalledWith('h'.repeat(32));
});
