/**
 * One runner at a time per key inside this process, with a bounded wait. Bookings of one day
 * queue here, in memory, instead of each holding a pooled connection while it waits on the
 * day's database lock: an instance only ever sends the database one transaction per day, so a
 * rush cannot exhaust the pool. A waiter whose deadline passes leaves the queue with `onTimeout`.
 *
 * A waiter may also give up early: each time a runner of its key finishes, `recheck` runs (for
 * every waiter at once, not in turn) and an error it answers ends that wait. A rush for a day
 * that just filled is then refused from one shared read, not one locked transaction per guest.
 */
interface Waiter {
  start: () => void;
  leave: (err: Error) => void;
  recheck?: () => Promise<Error | null>;
  rechecking: boolean;
}

export interface GateOptions {
  /** Run while waiting, after each release of a key this waiter wants: an error stops the wait. */
  recheck?: () => Promise<Error | null>;
}

export class KeyedGate {
  private readonly queues = new Map<string, Waiter[]>();

  /** Runs `fn` once it holds every key (taken in sorted order); `deadline` is a Date.now() value. */
  async run<T>(keys: string[], deadline: number, onTimeout: () => Error, fn: () => Promise<T>, options: GateOptions = {}): Promise<T> {
    const taken: string[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) {
        await this.acquire(key, deadline, onTimeout, options.recheck);
        taken.push(key);
      }
      return await fn();
    } finally {
      for (const key of taken.reverse()) this.release(key);
    }
  }

  private acquire(key: string, deadline: number, onTimeout: () => Error, recheck?: () => Promise<Error | null>): Promise<void> {
    const queue = this.queues.get(key);
    if (!queue) {
      // Nobody holds it: an empty queue marks it held.
      this.queues.set(key, []);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => waiter.leave(onTimeout()), Math.max(0, deadline - Date.now()));
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
        leave: (err) => {
          const i = queue.indexOf(waiter);
          if (i < 0) return; // started meanwhile
          queue.splice(i, 1);
          clearTimeout(timer);
          reject(err);
        },
        recheck,
        rechecking: false,
      };
      queue.push(waiter);
    });
  }

  private release(key: string): void {
    const queue = this.queues.get(key);
    if (!queue) return;
    const next = queue.shift();
    if (!next) {
      this.queues.delete(key);
      return;
    }
    next.start();
    for (const waiter of queue) this.recheck(waiter);
  }

  private recheck(waiter: Waiter): void {
    if (!waiter.recheck || waiter.rechecking) return;
    waiter.rechecking = true;
    waiter
      .recheck()
      .then(
        (err) => err && waiter.leave(err),
        () => undefined, // a failed check is no answer: the waiter keeps its place
      )
      .finally(() => (waiter.rechecking = false));
  }
}
