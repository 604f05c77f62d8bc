/**
 * The shared read behind the unlocked "full" check (booking-measure.ts): a caller never gets a
 * run that started before it asked, so a seat freed before the call is always seen.
 */
import { FreshFlights } from '../src/lib/fresh-flights';

/** A run the test ends by hand, numbered in the order the runs started. */
function manualRuns() {
  const ends: Array<() => void> = [];
  let started = 0;
  const fn = () => {
    const number = ++started;
    return new Promise<number>((resolve) => ends.push(() => resolve(number)));
  };
  return { fn, ends, started: () => started };
}

test('a caller who comes while a run is under way gets the next run, started after it asked; callers of one moment share it', async () => {
  const flights = new FreshFlights();
  const runs = manualRuns();
  const first = flights.run('day', runs.fn);
  // A write commits here; these callers come after it.
  const second = flights.run('day', runs.fn);
  const third = flights.run('day', runs.fn);
  expect(runs.started()).toBe(1);

  runs.ends[0]!();
  await expect(first).resolves.toBe(1);
  await Promise.resolve();
  expect(runs.started()).toBe(2);
  runs.ends[1]!();
  await expect(second).resolves.toBe(2);
  await expect(third).resolves.toBe(2);
});

test('other keys run beside it, a failed run is no answer for the next callers, and nothing is kept after a run', async () => {
  const flights = new FreshFlights();
  let calls = 0;
  const fail = flights.run('a', async () => {
    calls++;
    throw new Error('read failed');
  });
  const after = flights.run('a', async () => ++calls);
  const other = flights.run('b', async () => 'b');
  await expect(fail).rejects.toThrow('read failed');
  await expect(after).resolves.toBe(2);
  await expect(other).resolves.toBe('b');
  await expect(flights.run('a', async () => ++calls)).resolves.toBe(3);
});
