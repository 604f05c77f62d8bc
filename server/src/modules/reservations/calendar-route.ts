/**
 * GET /backend/calendar/{hash}.ics: the reservation's calendar file for the end page's
 * "add to calendar" link. A plain GET (a link cannot send the bearer token): the unguessable
 * hash is the credential, as for the edit link. Same file as the e-mail attachment.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { reservations, venues } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { renderReservationEmail } from './email/reservation-email';
import { findExperience, findZone } from './reservation-repository';

const HASH = /^[A-Za-z0-9_-]{22,64}$/;

export default async function calendarRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/backend/calendar/:file', async (request, reply) => {
    const hash = request.params.file.replace(/\.ics$/, '');
    if (!HASH.test(hash)) throw new ApiError(404, 'NOT_FOUND', 'No such calendar file');
    const [row] = await app.db.select().from(reservations).where(eq(reservations.hash, hash)).limit(1);
    if (!row || row.status === 'held') throw new ApiError(404, 'NOT_FOUND', 'No such calendar file');
    const [venue] = await app.db.select().from(venues).where(eq(venues.id, row.venueId)).limit(1);
    const experience = row.experienceId ? ((await findExperience(app.db, row.venueId, row.experienceId)) ?? null) : null;
    const zone = row.zoneId ? ((await findZone(app.db, row.zoneId)) ?? null) : null;
    const kind = row.status === 'cancelled' ? 'cancelled' : 'confirmed';
    const message = renderReservationEmail({ kind, reservation: row, venue: venue!, experience, zone, publicUrl: app.config.publicUrl });
    const file = message.attachments?.[0];
    if (!file) throw new ApiError(404, 'NOT_FOUND', 'No calendar file for this reservation');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${venue!.slug}-${row.date}.ics"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
}
