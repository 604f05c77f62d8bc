/** The in-memory queue in front of a day's bookings (and a promotion's codes). */
import { KeyedGate } from '../src/lib/keyed-gate';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeout = () => new Error('BUSY');

test('one runner at a time per key; other keys run beside it', async () => {
  const gate = new KeyedGate();
  const log: string[] = [];
  const job = (name: string, key: string) =>
    gate.run([key], Date.now() + 5000, timeout, async () => {
      log.push(`${name} in`);
      await later(20);
      log.push(`${name} out`);
    });
  await Promise.all([job('a', 'day1'), job('b', 'day1'), job('c', 'day2')]);
  expect(log.indexOf('a out')).toBeLessThan(log.indexOf('b in'));
  expect(log.indexOf('c in')).toBeLessThan(log.indexOf('a out'));
});

test('a waiter past its deadline leaves with the timeout error, and the queue goes on', async () => {
  const gate = new KeyedGate();
  const first = gate.run(['k'], Date.now() + 5000, timeout, () => later(100));
  const late = gate.run(['k'], Date.now() + 20, timeout, async () => 'ran');
  const third = gate.run(['k'], Date.now() + 5000, timeout, async () => 'third ran');
  await expect(late).rejects.toThrow('BUSY');
  await first;
  await expect(third).resolves.toBe('third ran');
});

test('each release rechecks every waiter at once: the ones told no leave the queue without running', async () => {
  const gate = new KeyedGate();
  let full = false;
  let checks = 0;
  const recheck = async () => {
    checks += 1;
    return full ? new Error('SOLD_OUT') : null;
  };
  const ran: number[] = [];
  const holder = gate.run(['day'], Date.now() + 5000, timeout, async () => {
    await later(20);
    full = true; // the holder took the last seat
  });
  const waiters = Array.from({ length: 5 }, (_, i) =>
    gate
      .run(['day'], Date.now() + 5000, timeout, async () => void ran.push(i), { recheck })
      .then(
        () => 'ran',
        (err: Error) => err.message,
      ),
  );
  await holder;
  // The first waiter was already started when the holder released; the other four were told no.
  expect(await Promise.all(waiters)).toEqual(['ran', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT']);
  expect(ran).toEqual([0]);
  expect(checks).toBe(4);
});

test('a recheck that fails keeps the waiter in its place', async () => {
  const gate = new KeyedGate();
  const holder = gate.run(['day'], Date.now() + 5000, timeout, () => later(10));
  const waiter = gate.run(['day'], Date.now() + 5000, timeout, async () => 'ran', { recheck: () => Promise.reject(new Error('db down')) });
  const second = gate.run(['day'], Date.now() + 5000, timeout, async () => 'second ran', { recheck: () => Promise.reject(new Error('db down')) });
  await holder;
  await expect(waiter).resolves.toBe('ran');
  await expect(second).resolves.toBe('second ran');
});
