/**
 * One runner at a time per key inside this process, with a bounded wait. Bookings of one day
 * queue here, in memory, instead of each holding a pooled connection while it waits on the
 * day's database lock: an instance only ever sends the database one transaction per day, so a
 * rush cannot exhaust the pool. A waiter whose deadline passes leaves the queue with `onTimeout`.
 */
interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class KeyedGate {
  private readonly queues = new Map<string, Waiter[]>();

  /** Runs `fn` once it holds every key (taken in sorted order); `deadline` is a Date.now() value. */
  async run<T>(keys: string[], deadline: number, onTimeout: () => Error, fn: () => Promise<T>): Promise<T> {
    const taken: string[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) {
        await this.acquire(key, deadline, onTimeout);
        taken.push(key);
      }
      return await fn();
    } finally {
      for (const key of taken.reverse()) this.release(key);
    }
  }

  private acquire(key: string, deadline: number, onTimeout: () => Error): Promise<void> {
    const queue = this.queues.get(key);
    if (!queue) {
      // Nobody holds it: an empty queue marks it held.
      this.queues.set(key, []);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const i = queue.indexOf(waiter);
          if (i >= 0) queue.splice(i, 1);
          reject(onTimeout());
        }, Math.max(0, deadline - Date.now())),
      };
      queue.push(waiter);
    });
  }

  private release(key: string): void {
    const queue = this.queues.get(key);
    if (!queue) return;
    const next = queue.shift();
    if (next) next.start();
    else this.queues.delete(key);
  }
}
