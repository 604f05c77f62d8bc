/**
 * The loop behind the background senders (e-mail outbox, gift card delivery): work runs at
 * start, on `kick` (something was just queued), and on a timer set for the next due item, with
 * a safety poll in case another instance queued it. Concurrent kicks share one run, and a kick
 * during a run makes it go round once more, so nothing queued is left waiting for the poll.
 */
export interface DueWorkLoopOptions {
  /** One pass over what is due now; resolves with how many items it handled. */
  work: () => Promise<number>;
  /** Milliseconds until the next item falls due, or null when nothing waits. */
  msUntilNextDue: () => Promise<number | null>;
  /** Safety poll, in case a kick was missed (another instance queued the work). */
  pollMs: number;
  onError: (err: unknown) => void;
  /**
   * Awaited before each pass that a kick or the timer starts (not `runNow`'s): the callers in a
   * rush go first (lib/foreground.ts).
   */
  yieldTo?: () => Promise<void>;
}

export class DueWorkLoop {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** A pass was asked for directly (`runNow`): it does not yield. */
  private asked = false;
  /** Ends the current wait on `yieldTo`. */
  private stopYielding: (() => void) | null = null;

  constructor(private readonly options: DueWorkLoopOptions) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // A pass waiting to go goes now: what it was kicked for is sent before the end.
    this.stopYielding?.();
    await this.running?.catch(() => undefined);
  }

  /** Something was queued: work soon, in the background. */
  kick(): void {
    if (this.stopped) return;
    void this.pass().catch(this.options.onError);
  }

  /**
   * Works through everything due now, without yielding (a background pass waiting to go goes at
   * once); resolves with how many items were handled.
   */
  runNow(): Promise<number> {
    this.asked = true;
    this.stopYielding?.();
    return this.pass();
  }

  private pass(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      this.asked = false;
    });
    return this.running;
  }

  private async run(): Promise<number> {
    let handled = 0;
    try {
      do {
        this.again = false;
        if (!this.asked) await this.yieldFirst();
        handled += await this.options.work();
      } while (this.again);
    } finally {
      // Also after a failed pass (the database restarting): the timer must keep the loop alive.
      await this.schedule();
    }
    return handled;
  }

  /** Waits for `yieldTo`, unless `runNow` asks for the pass meanwhile. */
  private async yieldFirst(): Promise<void> {
    if (!this.options.yieldTo) return;
    const asked = new Promise<void>((resolve) => (this.stopYielding = resolve));
    await Promise.race([this.options.yieldTo(), asked]);
    this.stopYielding = null;
  }

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const next = await this.options.msUntilNextDue().catch(() => null);
    const delay = Math.min(this.options.pollMs, next === null ? Infinity : Math.max(0, next) + 50);
    if (this.stopped) return;
    this.timer = setTimeout(() => this.kick(), delay);
    this.timer.unref();
  }
}
