/**
 * Sends the queued real-time updates (update-jobs.ts) on the loop the e-mail outbox uses
 * (lib/leased-job-loop.ts): at start, when kicked, on a timer for retries; a failure is retried
 * with backoff and given up after `maxAttempts`. Without a partner id and service account the
 * jobs wait, untouched, until the deployment has them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type LeasedJobOptions, LeasedJobLoop, type LeasedJobLoopSpec } from '../../lib/leased-job-loop';
import { addDays, hhmm, wallInstant } from '../../lib/wall-clock';
import { findReservationById } from '../reservations/reservation-repository';
import { type Venue, findVenueById } from '../venues/venue-repository';
import { bookingIdOf, bookingStatusOf } from './booking-wire';
import { openSlots } from './feeds';
import { serviceIdsOf } from './google-repository';
import type { NotificationClient, ServiceAvailability } from './notification-client';
import { listServices } from './services';
import { type UpdateJobRow, updateJobQueue } from './update-jobs';

export type UpdateDispatcherOptions = LeasedJobOptions;

const DEFAULTS: UpdateDispatcherOptions = { batchSize: 20, leaseSeconds: 30, maxAttempts: 10, firstRetrySeconds: 30, maxRetrySeconds: 3600, pollMs: 15_000 };

const iso = (sec: number) => new Date(sec * 1000).toISOString().replace('.000Z', 'Z');

export class UpdateDispatcher {
  private readonly loop: LeasedJobLoop<UpdateJobRow>;

  constructor(
    private readonly deps: { db: Db; log: FastifyBaseLogger; client: NotificationClient; clock: () => Date; onTry?: LeasedJobLoopSpec<UpdateJobRow>['onTry'] },
    options: Partial<UpdateDispatcherOptions> = {},
  ) {
    this.loop = new LeasedJobLoop({
      queue: updateJobQueue(deps.db),
      options: { ...DEFAULTS, ...options },
      work: async (jobs, settle) => {
        for (const job of jobs) await settle(job, () => this.send(job));
      },
      log: deps.log,
      noun: 'Google update',
      onTry: deps.onTry,
      logFields: (job) => ({ googleUpdate: job.id, kind: job.kind }),
    });
  }

  start(): void {
    if (this.deps.client.ready) this.loop.start();
  }

  kick(): void {
    if (this.deps.client.ready) this.loop.kick();
  }

  drain(): Promise<number> {
    return this.loop.drain();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async send(job: UpdateJobRow): Promise<void> {
    const venue = await findVenueById(this.deps.db, job.venueId);
    if (!venue?.google) return;
    if (job.kind === 'booking' && job.reservationId !== null) await this.sendBooking(venue, job.reservationId);
    if (job.kind === 'availability' && job.date !== null) await this.sendDay(venue, job.date);
  }

  private async sendBooking(venue: Venue, reservationId: number): Promise<void> {
    const row = await findReservationById(this.deps.db, venue.id, reservationId);
    if (!row || row.source !== 'google') return;
    const serviceId = (await serviceIdsOf(this.deps.db, venue.id, [row])).get(row.id)!;
    const start = wallInstant(row.date, hhmm(row.time), venue.timezone) ?? new Date(`${row.date}T${hhmm(row.time)}:00Z`);
    await this.deps.client.patchBooking(bookingIdOf(row), {
      name: '',
      merchantId: venue.google!.merchantId,
      serviceId,
      startTime: iso(start.getTime() / 1000),
      duration: `${row.durationMinutes * 60}s`,
      partySize: row.pax,
      status: bookingStatusOf(row),
    });
  }

  /** The day's open slots replace what Google holds for each service over that day. */
  private async sendDay(venue: Venue, date: string): Promise<void> {
    const services = await listServices(this.deps.db, venue);
    const slots = await openSlots(this.deps.db, venue, services, date, date, this.deps.clock());
    const from = wallInstant(date, '00:00', venue.timezone)!;
    const to = wallInstant(addDays(date, 1), '00:00', venue.timezone)!;
    const byService: ServiceAvailability[] = services.map((s) => ({
      merchantId: venue.google!.merchantId,
      serviceId: s.id,
      startTimeRestrict: iso(from.getTime() / 1000),
      endTimeRestrict: iso(to.getTime() / 1000),
      availability: slots
        .filter((slot) => slot.serviceId === s.id)
        .map((slot) => ({ startTime: iso(slot.startSec), duration: `${slot.durationSec}s`, spotsTotal: 1, spotsOpen: 1, resources: { partySize: slot.pax } })),
    }));
    await this.deps.client.replaceAvailability(byService);
  }
}
