/**
 * Calls with the same key share one run, but only a run that starts after each of them asked: a
 * run starts on the event loop's next turn (so the callers of one moment, such as every waiter
 * rechecked when a booking ends, share it), or, when one is under way, once that one ends. So
 * what a caller gets was read after it asked (never a read begun before a write it follows, as
 * SharedFlights may give), and a burst of identical reads costs at most two runs at a time per
 * key: one under way, one gathering callers. Nothing is kept once a run settles.
 */
export class FreshFlights {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly gathering = new Map<string, Promise<unknown>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const gathering = this.gathering.get(key);
    if (gathering) return gathering as Promise<T>;
    const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
    const under = this.running.get(key);
    const flight = (under ? under.then(nextTurn, nextTurn) : nextTurn()).then(() => {
      this.gathering.delete(key);
      const run = fn().finally(() => {
        if (this.running.get(key) === run) this.running.delete(key);
      });
      this.running.set(key, run);
      return run;
    });
    this.gathering.set(key, flight);
    return flight;
  }
}
