import { loadScript } from '@module-federation/enhanced/runtime';
import { ensureFederationRuntime } from '../src/federation/federation-runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadScript: jest.fn() }));

type Page = typeof globalThis & { _VENUE_FEDERATION_RUNTIMES?: Record<string, unknown> };
const page = globalThis as Page;
const load = loadScript as jest.MockedFunction<typeof loadScript>;
/** A runtime file that lends its runtime under `key` when it runs. */
const lendingFile = (key: string) => async () => {
  page._VENUE_FEDERATION_RUNTIMES = { ...page._VENUE_FEDERATION_RUNTIMES, [key]: { core: {} } };
};

beforeEach(() => {
  page._VENUE_FEDERATION_RUNTIMES = { 'host-key': { core: {} } };
  load.mockReset();
});

test("a remote built against the host's runtime borrows it: its own runtime file is not loaded", async () => {
  await ensureFederationRuntime({ key: 'host-key', url: '/remotes/booking/federation-runtime.1.js' });
  await ensureFederationRuntime(undefined);
  expect(load).not.toHaveBeenCalled();
});

test('a remote built against another runtime: its own file first; a later remote of that key borrows what it lent', async () => {
  load.mockImplementation(lendingFile('other-key'));
  await ensureFederationRuntime({ key: 'other-key', url: '/remotes/booking/federation-runtime.1.js' });
  await ensureFederationRuntime({ key: 'other-key', url: '/remotes/promo/federation-runtime.2.js' });
  expect(load.mock.calls.map(([url]) => url)).toEqual(['/remotes/booking/federation-runtime.1.js']);
  expect(Object.keys(page._VENUE_FEDERATION_RUNTIMES ?? {})).toEqual(['host-key', 'other-key']);
});

test('a file that fails fails the remote; its retry loads the file again', async () => {
  const runtime = { key: 'third-key', url: '/remotes/booking/federation-runtime.4.js' };
  load.mockRejectedValueOnce(new Error('offline'));
  await expect(ensureFederationRuntime(runtime)).rejects.toThrow('offline');
  load.mockImplementationOnce(lendingFile('third-key'));
  await ensureFederationRuntime(runtime);
  expect(load).toHaveBeenCalledTimes(2);
});
