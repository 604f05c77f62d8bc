/** Experiences domain: the list and the calendar/slot availability (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { getDayAvailability, getExperienceList, getMonthAvailability } from './experiences-service';
import { DayPayload, ExperienceListPayload, MonthPayload } from './payloads';

export default async function experiencesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/experience/getexperiencelist', async (request) => {
    const { page, perPage } = parsePayload(request.body, ExperienceListPayload);
    return { status: true, data: await getExperienceList(app.db, request.venue, app.clock(), page, perPage) };
  });

  app.post('/experience/getesperienzemonth', async (request) => {
    const query = parsePayload(request.body, MonthPayload);
    return { status: true, data: await getMonthAvailability(app.db, request.venue, app.clock(), query) };
  });

  app.post('/experience/getesperienzeday', async (request) => {
    const query = parsePayload(request.body, DayPayload);
    return { status: true, data: await getDayAvailability(app.db, request.venue, app.clock(), query) };
  });
}
