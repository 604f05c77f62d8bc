import 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Foreground } from '../lib/foreground';
import type { AdmissionGate } from '../lib/admission-gate';
import type { KeyedGate } from '../lib/keyed-gate';
import type { BotCheck } from '../modules/bot-check/bot-check';
import type { EmailService } from '../modules/email/email-plugin';
import type { Mailer } from '../modules/email/mail-message';
import type { ChangeFeed } from '../modules/read-cache/change-feed';
import type { ReadCache } from '../modules/read-cache/read-cache';
import type { VenueDirectory } from '../modules/read-cache/venue-directory';
import type { StaffActionConfig, StaffAudit } from '../modules/staff/staff-audit';
import type { StaffIdentity } from '../modules/staff/staff-token-repository';
import type { Venue } from '../modules/venues/venue-repository';
import type { WarmUpPass } from '../modules/warm-up/warm-up-pass';

import type { sharedRateLimitStore } from '../modules/rate-limits/rate-limit-store';
import type { SharedCounter } from '../modules/rate-limits/shared-counter';
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** The current time; tests replace it to pin "now". */
    clock: () => Date;
    /** Delivers e-mail (SMTP or the outbox folder); modules queue through `email` instead. */
    mailer: Mailer;
    /** Queue e-mail in a transaction, kick the dispatcher after commit. */
    email: EmailService;
    /** ALTCHA challenges and one-time verification. */
    botCheck: BotCheck;
    /** This instance's queue in front of contended rows: a booking day, a promotion's codes (lib/keyed-gate.ts). */
    writeGate: KeyedGate;
    /** The booking calls of a day, checked a few at a time in the order they came (lib/admission-gate.ts). */
    bookingAdmission: AdmissionGate;
    /** The bookings in line for their day's lock, which the background senders let go first (lib/foreground.ts). */
    foreground: Foreground;
    /** The instance's warm-up before it takes guests: its calls and its health (modules/warm-up). */
    warmUp: WarmUpPass;
    /** This instance's hot reads, dropped on every committed change (modules/read-cache). */
    readCache: ReadCache;
    /** Front-page token → venue, from memory. */
    venueDirectory: VenueDirectory;
    /** The database's change notifications; `settle()` waits for the ones already committed. */
    changeFeed: ChangeFeed;
    /** Hit counters every instance shares (modules/rate-limits). */
    rateLimits: SharedCounter;
    /** @fastify/rate-limit's store class on `rateLimits`. */
    rateLimitStore: ReturnType<typeof sharedRateLimitStore>;
  }
  interface FastifyRequest {
    /** The venue selected by the bearer token (set by the auth plugin on API routes). */
    venue: Venue;
    /** The staff token's owner (set by the staff-auth plugin on /backend/api/staff routes). */
    staff: StaffIdentity;
    /** The audit writer of a staff action route, once the caller is known (modules/staff/staff-audit.ts). */
    staffAudit: StaffAudit | null;
  }
  interface FastifyContextConfig {
    /** Staff routes: 'none' for the session calls, which check the caller themselves (plugins/staff-auth.ts). */
    staffAuth?: 'none';
    /** Staff routes: the action the audit log records for each call. */
    staffAction?: StaffActionConfig;
  }
}
