/**
 * The calls someone is waiting on in a rush, and the background work that can wait for them. A
 * booking (the submit and hold calls, reservations-routes.ts) is in the foreground from the
 * moment its handler starts until it is answered, and so is any booking in its day's line
 * (reservations/booking-batch.ts): in a rush most calls are still being checked, not yet in
 * line, and the messages of the first bookings would otherwise be composed beside them. The
 * senders of e-mails, texts, webhooks and Google's updates (lib/due-work-loop.ts) hold a kicked
 * pass back while any is, for at most `maxWaitMs`. A rush's
 * seats are then taken on an event loop that is not also composing and sending the messages of
 * the bookings before them: the messages follow a moment later, and a long rush delays them by
 * at most that bound per pass.
 */
export class Foreground {
  private inFlight = 0;
  private readonly waiters = new Set<() => void>();

  constructor(readonly maxWaitMs = 2000) {}

  get busy(): boolean {
    return this.inFlight > 0;
  }

  /** A call joined the foreground; `leave` once it is answered, whatever the answer. */
  enter(): void {
    this.inFlight += 1;
  }

  /** `work` in the foreground, until it settles. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  leave(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight === 0) for (const wake of [...this.waiters]) wake();
  }

  /** Resolves once nothing is in the foreground, or after `maxWaitMs`, whichever comes first. */
  settled(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.maxWaitMs);
      timer.unref();
      this.waiters.add(wake);
    });
  }
}
