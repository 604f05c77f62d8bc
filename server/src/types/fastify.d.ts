import 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { BotCheck } from '../modules/bot-check/bot-check';
import type { EmailService } from '../modules/email/email-plugin';
import type { Mailer } from '../modules/email/mail-message';
import type { StaffIdentity } from '../modules/staff/staff-token-repository';
import type { Venue } from '../modules/venues/venue-repository';

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
  }
  interface FastifyRequest {
    /** The venue selected by the bearer token (set by the auth plugin on API routes). */
    venue: Venue;
    /** The staff token's owner (set by the staff-auth plugin on /backend/api/staff routes). */
    staff: StaffIdentity;
  }
}
