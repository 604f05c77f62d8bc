/**
 * The shared rate-limit counter: how many calls it lets through when they come one by one, all at
 * once, on two instances, over a store that answers late, and when the store fails.
 */
import { type CounterEntry, type CounterStore, FLUSH_MS, MemoryCounterStore, SharedCounter, takeLimit } from '../src/modules/rate-limits/shared-counter';

/** The in-memory store behind a network: each batch answers after `latencyMs`. */
class DistantStore implements CounterStore {
  calls = 0;
  failing = false;
  private readonly inner = new MemoryCounterStore();

  constructor(private readonly latencyMs = 5) {}

  async add(entries: ReadonlyArray<CounterEntry>): Promise<Map<string, number>> {
    this.calls += 1;
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (this.failing) throw new Error('connection refused');
    return this.inner.add(entries);
  }
}

const WINDOW = 60_000;
const allowed = (waits: number[]) => waits.filter((w) => w === 0).length;
/** Windows are aligned to the clock: a test on the real clock that straddles a minute's end would
 * count in two windows and let twice the limit through. A clock in the middle of one never does. */
const midWindow = () => 30 * WINDOW + WINDOW / 2;
const counterOn = (store: CounterStore) => new SharedCounter(store, undefined, midWindow);

test('one call after another: the limit holds exactly, even while the store answers late', async () => {
  const counter = counterOn(new DistantStore(20));
  const waits: number[] = [];
  for (let i = 0; i < 12; i++) waits.push(await takeLimit(counter, 'ip', 10, WINDOW));
  expect(allowed(waits)).toBe(10);
  expect(waits.slice(10).every((w) => w > 0 && w <= 60)).toBe(true);
  await counter.close();
});

test('10 calls at once for a limit of 5: 5 allowed, 5 told to wait', async () => {
  const counter = counterOn(new DistantStore());
  const waits = await Promise.all(Array.from({ length: 10 }, () => takeLimit(counter, 'ip', 5, WINDOW)));
  expect(allowed(waits)).toBe(5);
  await counter.close();
});

test('two instances on one store share the limit: 5 allowed in all, whichever instance is asked', async () => {
  const store = new DistantStore();
  const a = counterOn(store);
  const b = counterOn(store);
  const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => takeLimit(i % 2 ? a : b, 'ip', 5, WINDOW)));
  expect(allowed(waits)).toBe(5);
  // One after another, alternating: the sixth call is refused although each instance saw three.
  const c = counterOn(store);
  const d = counterOn(store);
  const oneByOne: number[] = [];
  for (let i = 0; i < 6; i++) oneByOne.push(await takeLimit(i % 2 ? c : d, 'other-ip', 5, WINDOW));
  expect(oneByOne.map((w) => w === 0)).toEqual([true, true, true, true, true, false]);
  await Promise.all([a.close(), b.close(), c.close(), d.close()]);
});

test('a large limit on two instances is passed by at most a tenth per instance', async () => {
  const store = new DistantStore();
  const a = counterOn(store);
  const b = counterOn(store);
  const waits = await Promise.all(Array.from({ length: 300 }, (_, i) => takeLimit(i % 2 ? a : b, 'ip', 100, WINDOW)));
  expect(allowed(waits)).toBeGreaterThanOrEqual(100);
  expect(allowed(waits)).toBeLessThanOrEqual(120);
  await Promise.all([a.close(), b.close()]);
});

test('keys and windows count apart', async () => {
  let now = 0;
  const counter = new SharedCounter(new DistantStore(), undefined, () => now);
  for (let i = 0; i < 3; i++) await takeLimit(counter, 'a', 3, WINDOW);
  expect(await takeLimit(counter, 'a', 3, WINDOW)).toBeGreaterThan(0);
  expect(await takeLimit(counter, 'b', 3, WINDOW)).toBe(0);
  now = WINDOW; // the next window
  expect(await takeLimit(counter, 'a', 3, WINDOW)).toBe(0);
  await counter.close();
});

test('the wait told is the rest of the window, in whole seconds', async () => {
  const counter = new SharedCounter(new DistantStore(), undefined, () => 45_500);
  await takeLimit(counter, 'ip', 1, WINDOW);
  expect(await takeLimit(counter, 'ip', 1, WINDOW)).toBe(15);
  await counter.close();
});

test('a flood far over the limit is refused from memory, not one store call per call', async () => {
  const store = new DistantStore();
  const counter = counterOn(store);
  for (let i = 0; i < 6; i++) await takeLimit(counter, 'ip', 5, WINDOW);
  const before = store.calls;
  const waits = await Promise.all(Array.from({ length: 500 }, () => takeLimit(counter, 'ip', 5, WINDOW)));
  expect(allowed(waits)).toBe(0);
  await counter.flush();
  expect(store.calls - before).toBeLessThanOrEqual(2);
});

test('calls far below a large limit are answered at once and sent in batches', async () => {
  const store = new DistantStore(50);
  const counter = counterOn(store);
  const waits = await Promise.all(Array.from({ length: 50 }, () => takeLimit(counter, 'ip', 1000, WINDOW)));
  expect(allowed(waits)).toBe(50);
  expect(store.calls).toBe(0); // answered before anything went to the store
  await new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 100));
  expect(store.calls).toBe(1);
  await counter.close();
});

test('a store that fails counts on this instance only, says so once, and says when it is back', async () => {
  const store = new DistantStore();
  const logged: string[] = [];
  const counter = new SharedCounter(store, (m) => logged.push(m), midWindow);
  store.failing = true;
  const waits: number[] = [];
  for (let i = 0; i < 4; i++) waits.push(await takeLimit(counter, 'ip', 3, WINDOW));
  expect(waits.map((w) => w === 0)).toEqual([true, true, true, false]);
  expect(logged.filter((m) => /failed/.test(m))).toHaveLength(1);
  store.failing = false;
  await takeLimit(counter, 'other', 3, WINDOW);
  expect(logged.some((m) => /answers again/.test(m))).toBe(true);
  await counter.close();
});
