/**
 * First come, first served, a few at a time per key inside this process, with a bounded wait.
 * The bookings of one day enter here before any of their work (reservations/booking-service.ts).
 *
 * Why: a rush of 200 calls on one instance otherwise runs all of them at once, each a few
 * database round trips apart, and the event loop shares its time between them. Every call then
 * finishes late, the first ones too, and the last seats are taken only once nearly all the rush
 * has been read: the guests who can only be told "full" wait for that. With a few at a time, the
 * first to arrive are checked and booked first, the time fills sooner, and the calls behind them
 * are told "full" from what the instance then knows, in the order they came.
 *
 * A waiter whose deadline passes leaves with `onTimeout` (nothing was done for it yet).
 */
interface Waiter {
  enter: () => void;
}

interface Queue {
  running: number;
  waiting: Waiter[];
}

export class AdmissionGate {
  private readonly queues = new Map<string, Queue>();

  /** `limit`: how many calls of one key run at once. */
  constructor(readonly limit: number) {}

  /** Runs `work` once fewer than `limit` calls of `key` run; `deadline` is a Date.now() value. */
  async run<T>(key: string, deadline: number, onTimeout: () => Error, work: () => Promise<T>): Promise<T> {
    await this.enter(key, deadline, onTimeout);
    try {
      return await work();
    } finally {
      this.leave(key);
    }
  }

  /** Calls of `key` running now and waiting to (what the tests look at). */
  load(key: string): { running: number; waiting: number } {
    const queue = this.queues.get(key);
    return { running: queue?.running ?? 0, waiting: queue?.waiting.length ?? 0 };
  }

  private enter(key: string, deadline: number, onTimeout: () => Error): Promise<void> {
    let queue = this.queues.get(key);
    if (!queue) this.queues.set(key, (queue = { running: 0, waiting: [] }));
    if (queue.running < this.limit) {
      queue.running += 1;
      return Promise.resolve();
    }
    const waiting = queue.waiting;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        enter: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          const i = waiting.indexOf(waiter);
          if (i < 0) return; // entered meanwhile
          waiting.splice(i, 1);
          reject(onTimeout());
        },
        Math.max(0, deadline - Date.now()),
      );
      waiting.push(waiter);
    });
  }

  /** The slot goes to the first waiter, or is freed; an idle key is forgotten. */
  private leave(key: string): void {
    const queue = this.queues.get(key);
    if (!queue) return;
    const next = queue.waiting.shift();
    if (next) {
      next.enter();
      return;
    }
    queue.running -= 1;
    if (queue.running === 0) this.queues.delete(key);
  }
}
