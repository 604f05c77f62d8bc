/**
 * Reservations, staff calls (docs/api.md): the days' list, accept, reject, confirm from the
 * waiting list, the party arrived, no-show and its preview.
 */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { addDays, venueToday } from '../../lib/wall-clock';
import { type StaffActionName, auditOf } from '../staff/staff-audit';
import { markNoShow, previewNoShow } from './fee-service';
import { StaffDayPayload, StaffIdPayload } from './payloads';
import { acceptRequest, confirmFromWaitingList, listDaysForStaff, markArrived, rejectRequest, staffView } from './staff-service';

const on = (action: StaffActionName) => ({ config: { staffAction: { action, kind: 'booking' as const, subject: 'id' as const } } });

export default async function reservationsStaffRoutes(app: FastifyInstance): Promise<void> {
  // A day, or by default the door's two: today and tomorrow at the venue.
  app.post('/reservations/list', async (request) => {
    const { date } = parsePayload(request.body, StaffDayPayload);
    const from = date ?? venueToday(app.clock(), request.venue.timezone);
    const to = date ?? addDays(from, 1);
    return { status: true, data: { date: from, to, reservations: await listDaysForStaff(app, request.venue, from, to) } };
  });

  app.post('/reservations/accept', on('accept'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await acceptRequest(app, request.venue, id, auditOf(request))) };
  });

  app.post('/reservations/reject', on('reject'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await rejectRequest(app, request.venue, id, auditOf(request))) };
  });

  app.post('/reservations/confirm-waiting', on('confirm-waiting'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await confirmFromWaitingList(app, request.venue, id, auditOf(request))) };
  });

  app.post('/reservations/arrived', on('arrived'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: staffView(await markArrived(app, request.venue, id, auditOf(request))) };
  });

  app.post('/reservations/noshow', on('no-show'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const { reservation, charge, declineCode } = await markNoShow(app, request.venue, id, auditOf(request));
    return { status: true, data: { ...staffView(reservation), charge, ...(declineCode ? { declineCode } : {}) } };
  });

  // What noshow would charge now, without marking anything (the door asks before it confirms).
  app.post('/reservations/noshow/preview', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: await previewNoShow(app, request.venue, id) };
  });
}
