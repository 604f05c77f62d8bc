/** Reservations, staff calls (docs/api.md): the day's list, accept, reject, confirm from the waiting list, no-show. */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { markNoShow } from './fee-service';
import { StaffDayPayload, StaffIdPayload } from './payloads';
import { acceptRequest, confirmFromWaitingList, listDayForStaff, rejectRequest, staffView } from './staff-service';

export default async function reservationsStaffRoutes(app: FastifyInstance): Promise<void> {
  app.post('/reservations/list', async (request) => {
    const { date } = parsePayload(request.body, StaffDayPayload);
    return { status: true, data: { date, reservations: await listDayForStaff(app, request.venue, date) } };
  });

  app.post('/reservations/accept', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await acceptRequest(app, request.venue, id)) };
  });

  app.post('/reservations/reject', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await rejectRequest(app, request.venue, id)) };
  });

  app.post('/reservations/confirm-waiting', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await confirmFromWaitingList(app, request.venue, id)) };
  });

  app.post('/reservations/noshow', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const { reservation, charge, declineCode } = await markNoShow(app, request.venue, id);
    return { status: true, data: { ...staffView(reservation), charge, ...(declineCode ? { declineCode } : {}) } };
  });
}
