// The quote of the choice, asked again with the guest's e-mail and phone once they are given (a
// venue may ask a card of a guest with no-shows), keeping the quote it has meanwhile.
import { act, renderHook, waitFor } from '@testing-library/react';
import { quoteReservation } from '../src/api/booking-api';
import type { FlowState } from '../src/features/reserve/flow-state';
import { useQuote } from '../src/features/reserve/use-quote';

jest.mock('../src/api/booking-api', () => ({ quoteReservation: jest.fn() }));
const quote = quoteReservation as jest.Mock;

const guest = { firstName: 'Ada', lastName: 'Neri', email: 'ada@example.com', phone: { prefix: '+39', number: '347 123 4567' } } as FlowState['guest'];
const choice = { pax: 2, date: '2026-06-05', time: '19:30', experienceId: null, zoneId: null, guest };

beforeEach(() => quote.mockReset());

test('before the details, the choice alone; after them, with the guest, the first quote kept until the answer', async () => {
  let answer: (q: unknown) => void = () => undefined;
  quote.mockResolvedValueOnce({ guarantee: null });
  const { result, rerender } = renderHook((step: FlowState['step']) => useQuote({ ...choice, step }, undefined), { initialProps: 'details' as FlowState['step'] });
  await waitFor(() => expect(result.current).toEqual({ guarantee: null }));
  expect(quote).toHaveBeenLastCalledWith(expect.not.objectContaining({ email: expect.anything() }));

  quote.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  rerender('summary');
  expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'ada@example.com', phonePrefix: '+39', phone: '347 123 4567' }));
  expect(result.current).toEqual({ guarantee: null });
  await act(async () => answer({ guarantee: { amount: 3000 } }));
  expect(result.current).toEqual({ guarantee: { amount: 3000 } });
});

test('another choice starts from no quote', async () => {
  quote.mockResolvedValue({ guarantee: null });
  const { result, rerender } = renderHook((pax: number) => useQuote({ ...choice, pax, step: 'time' }, undefined), { initialProps: 2 });
  await waitFor(() => expect(result.current).toBeDefined());
  quote.mockReturnValueOnce(new Promise(() => undefined));
  rerender(3);
  expect(result.current).toBeUndefined();
});
