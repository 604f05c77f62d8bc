/**
 * The pass of an instance's warm-up (warm-up.ts): a random secret made when the warm-up begins and
 * dropped when it ends, which only this process knows. A call that carries it in WARM_UP_HEADER
 * while the warm-up runs is the instance's own: it counts against no rate limit, is not logged
 * and is not measured. Any other call, and every call once the warm-up is over, is a guest's.
 * While it runs, the health check answers 503 "warming" (web/health.ts), so a balancer sends
 * guests to the instance only once its code is warm.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const WARM_UP_HEADER = 'x-warm-up-pass';

export class WarmUpPass {
  private pass: Buffer | null = null;

  /** True from `begin()` to `end()`. */
  get warming(): boolean {
    return this.pass !== null;
  }

  /** Starts the warm-up; returns the pass its calls carry. */
  begin(): string {
    this.pass = randomBytes(32);
    return this.pass.toString('base64url');
  }

  end(): void {
    this.pass = null;
  }

  /** Whether a call with these headers is the warm-up's own (never once it ended). */
  owns(headers: IncomingHttpHeaders): boolean {
    if (!this.pass) return false;
    const sent = headers[WARM_UP_HEADER];
    if (typeof sent !== 'string') return false;
    const given = Buffer.from(sent, 'base64url');
    return given.length === this.pass.length && timingSafeEqual(given, this.pass);
  }
}
