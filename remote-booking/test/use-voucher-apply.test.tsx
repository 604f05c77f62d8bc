import { StrictMode, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { applyGiftcard } from '../src/api/booking-api';
import { useVoucherApply } from '../src/features/reserve/steps/use-voucher-apply';

class FakeApiError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

jest.mock('@venue/shared', () => ({
  useTranslation: () => ({ t: (key: string, o?: { defaultValue?: string }) => (key.startsWith('errors.') && !key.includes('VOUCHER') ? (o?.defaultValue ?? key) : key) }),
  isApiError: (e: unknown) => e instanceof FakeApiError,
  apiErrorKey: (code: string) => `common:errors.${code}`,
}));
jest.mock('../src/api/booking-api', () => ({ applyGiftcard: jest.fn() }));

const apply = applyGiftcard as jest.Mock;
const HASH = 'h'.repeat(32);
const CODE = 'ABCD-EFGH-JKMN-PQRS';
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

beforeEach(() => jest.clearAllMocks());

function applying(code: string | null) {
  const onApplied = jest.fn();
  const onRefused = jest.fn();
  const hook = renderHook(() => useVoucherApply({ code, hash: HASH, onApplied, onRefused }), { wrapper: strict });
  return { ...hook, onApplied, onRefused };
}

test('applied once as the step opens, even when effects run twice; the card form waits meanwhile', async () => {
  const answer = { giftcard: { code: '•••• PQRS', amount: 19000, balance: 0, currency: 'EUR', voucher: true }, dueByCard: 0, outcome: 'confirmed' };
  apply.mockResolvedValue(answer);
  const { result, onApplied, onRefused } = applying(CODE);
  expect(result.current).toEqual({ applying: true, refusal: null });
  await waitFor(() => expect(result.current.applying).toBe(false));
  expect(apply).toHaveBeenCalledTimes(1);
  expect(apply).toHaveBeenCalledWith(HASH, CODE);
  expect(onApplied).toHaveBeenCalledWith(answer);
  expect(onRefused).not.toHaveBeenCalled();
  expect(result.current.refusal).toBeNull();
});

test('a voucher already used: its refusal in the guest’s language, and the flow forgets it', async () => {
  apply.mockRejectedValue(new FakeApiError('VOUCHER_USED'));
  const { result, onApplied, onRefused } = applying(CODE);
  await waitFor(() => expect(result.current.refusal).toBe('errors.VOUCHER_USED'));
  expect(result.current.applying).toBe(false);
  expect(onApplied).not.toHaveBeenCalled();
  expect(onRefused).toHaveBeenCalledTimes(1);
});

test('a failure that is not the card’s (the network): told, and the voucher is kept for the next opening', async () => {
  apply.mockRejectedValue(new Error('offline'));
  const { result, onRefused } = applying(CODE);
  await waitFor(() => expect(result.current.refusal).toBe('common:errors.generic'));
  expect(onRefused).not.toHaveBeenCalled();
});

test('no voucher: nothing asked, nothing waits', () => {
  const { result } = applying(null);
  expect(result.current).toEqual({ applying: false, refusal: null });
  expect(apply).not.toHaveBeenCalled();
});
