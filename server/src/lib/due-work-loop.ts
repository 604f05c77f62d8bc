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

  constructor(private readonly options: DueWorkLoopOptions) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Something was queued: work soon, in the background. */
  kick(): void {
    if (this.stopped) return;
    void this.pass(true).catch(this.options.onError);
  }

  /** Works through everything due now, without yielding; resolves with how many items were handled. */
  runNow(): Promise<number> {
    return this.pass(false);
  }

  private pass(background: boolean): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run(background).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(background: boolean): Promise<number> {
    let handled = 0;
    try {
      do {
        this.again = false;
        if (background) await this.options.yieldTo?.();
        handled += await this.options.work();
      } while (this.again);
    } finally {
      // Also after a failed pass (the database restarting): the timer must keep the loop alive.
      await this.schedule();
    }
    return handled;
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
