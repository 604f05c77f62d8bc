/**
 * Experiences domain: the list and the calendar/slot availability (docs/api.md#the-front-pages-calls), answered
 * from the read cache (modules/read-cache) and computed on a miss.
 */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { payloadKey } from '../read-cache/read-cache';
import { sendCached } from '../read-cache/send-cached';
import { experienceListAnswer } from './experience-reads';
import { getDayAvailability, getMonthAvailability } from './experiences-service';
import { DayPayload, MonthPayload } from './payloads';

const MONTH_FIELDS = Object.keys(MonthPayload.schema);
const DAY_FIELDS = Object.keys(DayPayload.schema);

export default async function experiencesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/experience/getexperiencelist', async (request, reply) => sendCached(request, reply, await experienceListAnswer(app, request.venue, request.body)));

  app.post('/experience/getesperienzemonth', async (request, reply) => {
    const query = parsePayload(request.body, MonthPayload);
    const now = app.clock();
    const answer = await app.readCache.read(request.venue, payloadKey('month', query, MONTH_FIELDS, now), async () => ({
      status: true,
      data: await getMonthAvailability(app.db, request.venue, now, query),
    }));
    return sendCached(request, reply, answer);
  });

  app.post('/experience/getesperienzeday', async (request, reply) => {
    const query = parsePayload(request.body, DayPayload);
    const now = app.clock();
    const answer = await app.readCache.read(request.venue, payloadKey('day', query, DAY_FIELDS, now), async () => ({
      status: true,
      data: await getDayAvailability(app.db, request.venue, now, query),
    }));
    return sendCached(request, reply, answer);
  });
}
