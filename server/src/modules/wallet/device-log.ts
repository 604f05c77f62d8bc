/**
 * What Apple's devices post to the web service's /v1/log (a pass that did not verify, an update
 * refused). Apple's spec has that call unauthenticated, so anyone may post there: the lines are
 * written at debug level only (LOG_LEVEL=debug, when looking into a pass), and at most
 * LINES_PER_MINUTE a minute for the whole server, so posts cannot flood the log; scrubbed of
 * addresses, codes and tokens (loggable-error.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { scrubText } from '../../lib/loggable-error';

const LINES_PER_MINUTE = 20;
const LINE_CHARS = 1000;

export class DeviceLog {
  private minute = -1;
  private written = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  write(lines: string[]): void {
    const minute = Math.floor(this.clock().getTime() / 60_000);
    if (minute !== this.minute) [this.minute, this.written] = [minute, 0];
    for (const line of lines.slice(0, LINES_PER_MINUTE - this.written)) {
      // Its lines name passes by serial number and URL: scrubbed like an error's message.
      this.log.debug({ walletDeviceLog: scrubText(line.slice(0, LINE_CHARS)) }, 'Apple Wallet device log');
      this.written += 1;
    }
  }
}
