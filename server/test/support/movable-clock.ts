/**
 * The app's "now" as a test file moves it by hand. Many files pin the app to a start instant
 * (usually NOW), move it forward to make holds expire, reminders and offers fall due, cards
 * expire, and put it back before each test; before this helper each kept its own `let now` for
 * that. Pass `clock.now` where an app takes a `clock` (createTestApp, createTwoInstances,
 * buildApp): the app then reads whatever the test set last.
 *
 *   const clock = movableClock(NOW);
 *   beforeAll(async () => { t = await createTestApp({ clock: clock.now }); });
 *   beforeEach(() => clock.reset());
 *
 * The hooks stay in each file: not every file resets the clock before each test, nor empties
 * the mailer with it.
 */
import { NOW } from './test-app';

export interface MovableClock {
  /** The instant set last (the start until moved); a function of its own, to pass as an app's clock. */
  readonly now: () => Date;
  /** Moves to `at` (a Date, or a string `new Date` reads). */
  set(at: Date | string): void;
  /** Moves on (or back, when negative) by `ms` from where it is. */
  advance(ms: number): void;
  /** Back to the start. */
  reset(): void;
}

export function movableClock(start: Date = NOW): MovableClock {
  let current = start;
  return {
    now: () => current,
    set: (at) => {
      current = typeof at === 'string' ? new Date(at) : at;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    reset: () => {
      current = start;
    },
  };
}
