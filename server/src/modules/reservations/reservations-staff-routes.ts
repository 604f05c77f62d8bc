/**
 * Reservations, staff calls (docs/api.md): the days' list, one reservation's card, accept and
 * reject (with a message to the guest), confirm from the waiting list or offer its place now, a
 * walk-in, a move or a cancellation for the guest, the party arrived, no-show and its preview,
 * and staff's note about a guest.
 */
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../../lib/validate';
import { i18n } from '../../lib/i18n-text';
import { listActiveZones } from '../experiences/experience-repository';
import { addDays, venueToday } from '../../lib/wall-clock';
import { type StaffActionName, auditOf } from '../staff/staff-audit';
import { markNoShow, previewNoShow } from './fee-service';
import { GuestNotePayload, StaffAnswerPayload, StaffDayPayload, StaffIdPayload, StaffMovePayload, WalkInPayload } from './payloads';
import { acceptRequest, confirmFromWaitingList, listDaysForStaff, markArrived, rejectRequest, staffCardOf } from './staff-service';
import { addWalkIn, cancelForGuest, moveBooking, offerNow } from './door-actions';
import { saveNoteFor } from './guest-history/guest-note-service';

const on = (action: StaffActionName) => ({ config: { staffAction: { action, kind: 'booking' as const, subject: 'id' as const } } });

export default async function reservationsStaffRoutes(app: FastifyInstance): Promise<void> {
  // A day, or by default the door's two: today and tomorrow at the venue.
  app.post('/reservations/list', async (request) => {
    const { date } = parsePayload(request.body, StaffDayPayload);
    const from = date ?? venueToday(app.clock(), request.venue.timezone);
    const to = date ?? addDays(from, 1);
    const reservations = await listDaysForStaff(app, request.venue, from, to);
    // The venue's zones, for the door's "move" (a zone by name).
    const zones = (await listActiveZones(app.db, request.venue.id)).map((z) => ({ id: z.id, name: i18n(z.name).it }));
    return { status: true, data: { date: from, to, reservations, zones } };
  });

  // One reservation as the list shows it, with its guest's history and note (the staff tool's guest:history).
  app.post('/reservations/get', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: await staffCardOf(app, request.venue, id) };
  });

  app.post('/reservations/accept', on('accept'), async (request) => {
    const { id, message } = parsePayload(request.body, StaffAnswerPayload);
    const row = await acceptRequest(app, request.venue, id, auditOf(request), message);
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/reject', on('reject'), async (request) => {
    const { id, message } = parsePayload(request.body, StaffAnswerPayload);
    const row = await rejectRequest(app, request.venue, id, auditOf(request), message);
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/confirm-waiting', on('confirm-waiting'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const row = await confirmFromWaitingList(app, request.venue, id, auditOf(request));
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/offer', on('offer'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const row = await offerNow(app, request.venue, id, auditOf(request));
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/walk-in', { config: { staffAction: { action: 'walk-in', kind: 'booking' } } }, async (request) => {
    const input = parsePayload(request.body, WalkInPayload);
    const row = await addWalkIn(app, request.venue, input, auditOf(request));
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/move', on('move'), async (request) => {
    const input = parsePayload(request.body, StaffMovePayload);
    const row = await moveBooking(app, request.venue, input, auditOf(request));
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/cancel', on('cancel'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const row = await cancelForGuest(app, request.venue, id, auditOf(request));
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/guest-note', on('guest-note'), async (request) => {
    const { id, note } = parsePayload(request.body, GuestNotePayload);
    await saveNoteFor(app, request.venue, id, note, auditOf(request), request.staff.label);
    return { status: true, data: await staffCardOf(app, request.venue, id) };
  });

  app.post('/reservations/arrived', on('arrived'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const row = await markArrived(app, request.venue, id, auditOf(request));
    return { status: true, data: await staffCardOf(app, request.venue, row.id) };
  });

  app.post('/reservations/noshow', on('no-show'), async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    const { reservation, charge, declineCode } = await markNoShow(app, request.venue, id, auditOf(request));
    return { status: true, data: { ...(await staffCardOf(app, request.venue, reservation.id)), charge, ...(declineCode ? { declineCode } : {}) } };
  });

  // What noshow would charge now, without marking anything (the door asks before it confirms).
  app.post('/reservations/noshow/preview', async (request) => {
    const { id } = parsePayload(request.body, StaffIdPayload);
    return { status: true, data: await previewNoShow(app, request.venue, id) };
  });
}
