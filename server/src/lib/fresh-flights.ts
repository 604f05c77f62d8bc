/**
 * Calls with the same key share one run, but only a run that starts after the call: a caller that
 * finds one under way waits for the next, which starts when that one ends and serves everyone
 * who came meanwhile. So what a caller gets was read after it asked (never a read begun before a
 * write it follows, as SharedFlights may give), and a burst of identical reads still costs at
 * most two runs at a time per key. Nothing is kept once a run settles.
 */
export class FreshFlights {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly next = new Map<string, Promise<unknown>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const under = this.running.get(key);
    if (!under) return this.start(key, fn);
    let queued = this.next.get(key) as Promise<T> | undefined;
    if (!queued) {
      queued = under.then(
        () => this.startQueued(key, fn),
        () => this.startQueued(key, fn),
      );
      this.next.set(key, queued);
    }
    return queued;
  }

  private startQueued<T>(key: string, fn: () => Promise<T>): Promise<T> {
    this.next.delete(key);
    return this.start(key, fn);
  }

  private start<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const flight = fn().finally(() => {
      if (this.running.get(key) === flight) this.running.delete(key);
    });
    this.running.set(key, flight);
    return flight;
  }
}
