// The door page's session atom and the hook every staff screen calls through: a call that finds
// the session over signs the page out (the layout then shows the sign-in with the reason); any
// other refusal stays on the screen. And the code a scan hands over in the navigation state.
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { ApiError } from '../src';
import { endsSession, scannedFromState, scannedState, staffSessionAtom, useStaffRequest, type DoorCode } from '../src/staff';

function wrapper(store: ReturnType<typeof createStore>) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

const SESSION = { venue: { slug: 'cantina-aurora', name: 'Cantina Aurora' }, label: 'door phone', expiresAt: '2026-06-01T22:00:00+02:00' };

describe('useStaffRequest', () => {
  it('signs the page out when the session is over, with the reason', async () => {
    const store = createStore();
    store.set(staffSessionAtom, { status: 'signed-in', session: SESSION });
    const { result } = renderHook(() => useStaffRequest(() => Promise.reject(new ApiError('STAFF_SESSION_EXPIRED', 'over', { httpStatus: 401 }))), {
      wrapper: wrapper(store),
    });
    await act(async () => {
      await expect(result.current.run()).resolves.toBeUndefined();
    });
    expect(result.current.error?.code).toBe('STAFF_SESSION_EXPIRED');
    expect(store.get(staffSessionAtom)).toEqual({ status: 'signed-out', reason: 'STAFF_SESSION_EXPIRED' });
  });

  it('keeps the session on any other refusal, and shows the answer when it comes', async () => {
    const store = createStore();
    store.set(staffSessionAtom, { status: 'signed-in', session: SESSION });
    let fail = true;
    const { result } = renderHook(() => useStaffRequest((n: number) => (fail ? Promise.reject(new ApiError('CODE_NOT_FOUND')) : Promise.resolve(n * 2))), {
      wrapper: wrapper(store),
    });
    await act(async () => void (await result.current.run(1)));
    expect(result.current.error?.code).toBe('CODE_NOT_FOUND');
    expect(store.get(staffSessionAtom).status).toBe('signed-in');
    fail = false;
    await act(async () => void (await result.current.run(21)));
    expect(result.current).toMatchObject({ data: 42, error: null, pending: false });
  });

  it('sends one call for two quick taps', async () => {
    const store = createStore();
    let calls = 0;
    let finish: (value: string) => void = () => undefined;
    const { result } = renderHook(() => useStaffRequest(() => (calls++, new Promise<string>((resolve) => (finish = resolve)))), { wrapper: wrapper(store) });
    let first: Promise<unknown> = Promise.resolve();
    await act(async () => {
      first = result.current.run();
      await expect(result.current.run()).resolves.toBeUndefined();
    });
    await act(async () => {
      finish('done');
      await first;
    });
    expect(calls).toBe(1);
    expect(result.current.data).toBe('done');
  });

  it('knows the codes that end a session', () => {
    expect(['STAFF_SESSION_REQUIRED', 'STAFF_SESSION_EXPIRED', 'WRONG_VENUE'].every((code) => endsSession(new ApiError(code)))).toBe(true);
    expect(endsSession(new ApiError('AUTH_INVALID'))).toBe(false);
    expect(endsSession({ code: 'STAFF_SESSION_EXPIRED' })).toBe(false);
  });
});

describe('the scanned code in the navigation state', () => {
  const promo = {
    kind: 'promo',
    state: 'valid',
    code: '7K3M-Q9XD-2HBW-PT4E',
    usedAt: null,
    usedBy: null,
    usareEntro: '2026-07-01',
    nome: 'Mario Rossi',
    promo: { urlName: 'calice', titolo: { it: 'Un calice' } },
  } as unknown as DoorCode;

  it('gives the code of the kind the screen shows', () => {
    const state = scannedState({ data: '7k3m q9xd 2hbw pt4e', code: promo });
    expect(scannedFromState(state, 'promo')).toMatchObject({ data: '7k3m q9xd 2hbw pt4e', code: { kind: 'promo', nome: 'Mario Rossi' } });
  });

  it('gives nothing for no state, another kind, or a state of another shape', () => {
    expect(scannedFromState(null, 'promo')).toBeNull();
    expect(scannedFromState(scannedState({ data: 'x', code: promo }), 'giftcard')).toBeNull();
    expect(scannedFromState({ staffScan: { data: '', code: promo } }, 'promo')).toBeNull();
    expect(scannedFromState({ staffScan: { data: 'x', code: { kind: 'promo' } } }, 'promo')).toBeNull();
  });
});
