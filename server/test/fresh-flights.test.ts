/**
 * The shared read behind the unlocked "full" check (booking-measure.ts): a caller never gets a
 * run that started before it asked, so a seat freed before the call is always seen.
 */
import { FreshFlights } from '../src/lib/fresh-flights';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Runs the test ends by hand, numbered in the order they started. */
function manualRuns() {
  const ends: Array<() => void> = [];
  const fails: Array<() => void> = [];
  let started = 0;
  const fn = () => {
    const number = ++started;
    return new Promise<number>((resolve, reject) => {
      ends.push(() => resolve(number));
      fails.push(() => reject(new Error(`run ${number} failed`)));
    });
  };
  return { fn, ends, fails, started: () => started };
}

test('callers of one moment share one run, started after all of them asked', async () => {
  const flights = new FreshFlights();
  const runs = manualRuns();
  const both = [flights.run('day', runs.fn), flights.run('day', runs.fn)];
  expect(runs.started()).toBe(0);
  await nextTurn();
  expect(runs.started()).toBe(1);
  runs.ends[0]!();
  await expect(Promise.all(both)).resolves.toEqual([1, 1]);
});

test('a caller who comes while a run is under way gets the next run, started after that one ends', async () => {
  const flights = new FreshFlights();
  const runs = manualRuns();
  const first = flights.run('day', runs.fn);
  await nextTurn();
  expect(runs.started()).toBe(1);
  // A write commits here; these callers come after it and must not get the run begun before.
  const second = flights.run('day', runs.fn);
  const third = flights.run('day', runs.fn);
  await nextTurn();
  expect(runs.started()).toBe(1);

  runs.ends[0]!();
  await expect(first).resolves.toBe(1);
  await nextTurn();
  expect(runs.started()).toBe(2);
  runs.ends[1]!();
  await expect(second).resolves.toBe(2);
  await expect(third).resolves.toBe(2);
});

test('a failed run is no answer for the callers who came after it started; other keys run beside it; nothing is kept', async () => {
  const flights = new FreshFlights();
  const runs = manualRuns();
  const failing = flights.run('a', runs.fn);
  await nextTurn();
  const after = flights.run('a', runs.fn);
  const other = flights.run('b', async () => 'b');
  await expect(other).resolves.toBe('b');
  runs.fails[0]!();
  await expect(failing).rejects.toThrow('run 1 failed');
  await nextTurn();
  runs.ends[1]!();
  await expect(after).resolves.toBe(2);
  const later = flights.run('a', runs.fn);
  await nextTurn();
  runs.ends[2]!();
  await expect(later).resolves.toBe(3);
});
