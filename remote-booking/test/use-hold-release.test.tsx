import { renderHook } from '@testing-library/react';
import { releaseOnExit, releaseReservation } from '../src/api/booking-api';
import { useHoldRelease } from '../src/features/reserve/use-hold-release';

jest.mock('@venue/shared', () => ({ getRuntimeConfig: () => ({ token: 'token' }), apiBaseOf: () => 'http://api.test' }));
jest.mock('../src/api/booking-api', () => ({ releaseReservation: jest.fn(() => Promise.resolve({ released: true })), releaseOnExit: jest.fn() }));

const released = releaseReservation as jest.Mock;
const releasedOnExit = releaseOnExit as jest.Mock;
const HASH = 'a'.repeat(32);

beforeEach(() => jest.clearAllMocks());

const holding = (hold: string | null, done = false) =>
  renderHook((p: { hold: string | null; done: boolean }) => useHoldRelease(p.hold, p.done), { initialProps: { hold, done } });

test('a hold the choices dropped is given back at once', () => {
  const { rerender } = holding(HASH);
  expect(released).not.toHaveBeenCalled();
  rerender({ hold: null, done: false });
  expect(released).toHaveBeenCalledWith(HASH);
});

test('a hold still held is given back when the flow goes away, or with the tab', () => {
  const { unmount } = holding(HASH);
  window.dispatchEvent(new Event('pagehide'));
  expect(releasedOnExit).toHaveBeenCalledWith(HASH, 'token', 'http://api.test');
  unmount();
  expect(released).toHaveBeenCalledWith(HASH);
});

test('a hold that became the booking is never given back, even when the flow goes away before its next render', () => {
  const { result, unmount } = holding(HASH);
  result.current();
  window.dispatchEvent(new Event('pagehide'));
  unmount();
  expect(released).not.toHaveBeenCalled();
  expect(releasedOnExit).not.toHaveBeenCalled();
});

test('once done, leaving gives nothing back', () => {
  const { unmount } = holding(HASH, true);
  unmount();
  expect(released).not.toHaveBeenCalled();
});
