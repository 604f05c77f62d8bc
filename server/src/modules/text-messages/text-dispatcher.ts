/**
 * Sends the texts' outbox on the loop the e-mail outbox and the wallet pushes use
 * (lib/leased-job-loop.ts): leased with SKIP LOCKED, so two instances never take the same text;
 * retried with backoff when the provider answers 5xx or 429 or cannot be reached; given up at
 * once when it refuses the text for good. Each text is checked against its booking right before
 * it goes: none for a booking cancelled (or moved, for a reminder) since, none without consent,
 * none to a number that replied STOP, none once the venue turned texts off.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema';
import { type JobOutcome, type LeasedJobOptions, LeasedJobLoop, type LeasedJobLoopSpec } from '../../lib/leased-job-loop';
import type { ReservationRow } from '../reservations/reservation-repository';
import { reservationStart } from '../reservations/reservation-view';
import { type Venue, findVenueById } from '../venues/venue-repository';
import { isOptedOut, optOut } from './opt-outs';
import { e164, maskPhone } from './phone-mask';
import { textBody } from './text-body';
import { dedupeKeyOf, wantsTexts } from './text-queue';
import { type TextRow, dropText, failText, recordProviderId, textQueue } from './text-repository';
import { textSenderOf } from './text-settings';
import { TextSendError, type TextTransport } from './text-transport';

export type TextDispatcherOptions = LeasedJobOptions;

export const DEFAULT_TEXT_DISPATCHER_OPTIONS: TextDispatcherOptions = {
  batchSize: 10,
  leaseSeconds: 15,
  maxAttempts: 8,
  firstRetrySeconds: 30,
  maxRetrySeconds: 3600,
  pollMs: 60_000,
};

export interface TextDispatcherDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Null: no provider set (a text queued by another instance waits for one, retried). */
  transport: TextTransport | null;
  clock: () => Date;
  publicUrl: string;
  /** Each try's outcome (the operator's metrics). */
  onTry?: LeasedJobLoopSpec<TextRow>['onTry'];
}

/** Why the text must not go now (null: it goes). */
function reasonNotToSend(row: TextRow, r: ReservationRow, venue: Venue, now: Date): string | null {
  if (!wantsTexts(r)) return 'no consent or no number';
  if (!textSenderOf(venue)) return 'texts off';
  const start = reservationStart(r, venue.timezone);
  if (row.kind === 'offer') return r.status === 'offered' && r.holdExpiresAt && r.holdExpiresAt > now ? null : `offer ${r.status}`;
  if (r.status !== 'confirmed') return `booking ${r.status}`;
  if (start <= now) return 'visit begun';
  if (row.kind === 'reminder' && row.dedupeKey !== dedupeKeyOf('reminder', r, venue)) return 'booking moved';
  return null;
}

export class TextDispatcher {
  private readonly loop: LeasedJobLoop<TextRow>;

  constructor(
    private readonly deps: TextDispatcherDeps,
    options: Partial<TextDispatcherOptions> = {},
  ) {
    this.loop = new LeasedJobLoop({
      queue: textQueue(deps.db),
      options: { ...DEFAULT_TEXT_DISPATCHER_OPTIONS, ...options },
      work: async (rows, settle) => {
        for (const row of rows) await settle(row, () => this.sendOne(row));
      },
      log: deps.log,
      noun: 'text message',
      onTry: deps.onTry,
      logFields: (row) => ({ textId: row.id, kind: row.kind }),
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  drain(): Promise<number> {
    return this.loop.drain();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async drop(row: TextRow, reason: string): Promise<JobOutcome> {
    await dropText(this.deps.db, row.id, reason);
    this.deps.log.info({ textId: row.id, kind: row.kind, reason }, 'text message not sent');
    return 'gone';
  }

  private async sendOne(row: TextRow): Promise<JobOutcome> {
    const { db, log, transport, clock, publicUrl } = this.deps;
    const [r] = await db.select().from(reservations).where(eq(reservations.id, row.reservationId)).limit(1);
    const venue = r && (await findVenueById(db, r.venueId));
    if (!r || !venue) return this.drop(row, 'booking gone');
    const reason = reasonNotToSend(row, r, venue, clock());
    if (reason) return this.drop(row, reason);
    const to = e164(r.phonePrefix, r.phone)!;
    if (await isOptedOut(db, venue.id, to)) return this.drop(row, 'number replied STOP');
    if (!transport) throw new Error('no text-message provider set');
    try {
      const sent = await transport.send({ from: textSenderOf(venue)!, to, body: textBody(row.kind, r, venue, publicUrl) });
      await recordProviderId(db, row.id, sent.id);
      log.info({ textId: row.id, kind: row.kind, to: maskPhone(to), provider: transport.name }, 'text message sent');
      return 'done';
    } catch (err) {
      if (!(err instanceof TextSendError) || err.retryable) throw err;
      if (err.optedOut) {
        // The number replied STOP where the provider saw it: the same as a STOP we received.
        await optOut(db, [venue.id], to);
        return this.drop(row, 'number replied STOP (provider)');
      }
      await failText(db, row.id, err.message);
      log.warn({ textId: row.id, kind: row.kind, to: maskPhone(to), err }, 'text message refused by the provider');
      return 'gone';
    }
  }
}
