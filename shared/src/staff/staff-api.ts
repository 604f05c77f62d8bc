// The door page's staff calls (docs/api.md, "Staff calls"): signed by the session cookie (no
// bearer token), naming the page's venue (`?venue=`), each answer checked against its schema.
import { ApiError, apiPost, apiRequest, getRuntimeConfig, parseWith, type ApiMethod, type ApiPayload, type ApiResponse } from '@venue/shared';
import { type Struct, nullable } from 'superstruct';
import {
  AuditPageSchema,
  DoorCodeSchema,
  NoShowPreviewSchema,
  NoShowResultSchema,
  SignedOutSchema,
  StaffDaysSchema,
  StaffReservationSchema,
  StaffSessionSchema,
  type AuditPage,
  type DoorCode,
  type NoShowPreview,
  type NoShowResult,
  type StaffDays,
  type StaffReservation,
  type StaffSession,
} from './staff-schemas';

export const STAFF_API = '/backend/api/staff';

/**
 * The venue this page shows: every staff call names it (the server answers nothing for "the
 * session's venue"); a session of another venue is refused (403 WRONG_VENUE).
 */
function venueQuery(): Record<string, string | undefined> {
  return { venue: getRuntimeConfig().venue };
}

/** The venue the page's address names (`?venue=`), if any. */
export function addressVenue(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('venue') ?? undefined;
}

async function staffCall<T>(method: ApiMethod, path: string, schema: Struct<T, unknown>, payload: ApiPayload = {}, query = venueQuery()): Promise<T> {
  const options = { credential: 'cookie' as const, query };
  const url = `${STAFF_API}/${path}`;
  const res: ApiResponse = method === 'POST' ? await apiPost(url, payload, options) : await apiRequest(method, url, options);
  if (!res.status) throw new ApiError(res.error?.code ?? 'INVALID_RESPONSE', res.error?.message);
  const parsed = parseWith(schema, res.data);
  if (!parsed.ok) throw new ApiError('INVALID_RESPONSE', `${path}: ${parsed.error.message}`);
  return parsed.value;
}

/**
 * Signing in names the address's venue only: the token selects its venue, which the answer names
 * (the door page then puts it in its address: host/src/features/staff/sign-in-form.tsx).
 */
export const signIn = (token: string): Promise<StaffSession> => staffCall('POST', 'session', StaffSessionSchema, { token }, { venue: addressVenue() });
/** Who is signed in on this browser (null: nobody, the door page's normal start). */
export const fetchSession = (): Promise<StaffSession | null> => staffCall('GET', 'session', nullable(StaffSessionSchema));
export const signOut = (): Promise<{ signedOut: boolean }> => staffCall('DELETE', 'session', SignedOutSchema);

/** What the scanner or keyboard gave: a promo code, a gift card code, or the link of either. */
export const lookupCode = (data: string): Promise<DoorCode> => staffCall('POST', 'code/lookup', DoorCodeSchema as Struct<DoorCode, unknown>, { data });

/**
 * Redeems the code: a promo code is marked used; a gift card pays `amount` (minor units; none:
 * all that is left). `requestId` makes a retry of the same redemption count once.
 */
export const redeemCode = (input: { data: string; amount?: number; requestId?: string }): Promise<DoorCode> =>
  staffCall('POST', 'code/redeem', DoorCodeSchema as Struct<DoorCode, unknown>, input);

/** Today's and tomorrow's reservations at the venue (or one `date`), in date and time order. */
export const listReservations = (date?: string): Promise<StaffDays> => staffCall('POST', 'reservations/list', StaffDaysSchema, { date });
export const markArrived = (id: number): Promise<StaffReservation> => staffCall('POST', 'reservations/arrived', StaffReservationSchema, { id });
export const previewNoShow = (id: number): Promise<NoShowPreview> => staffCall('POST', 'reservations/noshow/preview', NoShowPreviewSchema, { id });
export const markNoShow = (id: number): Promise<NoShowResult> => staffCall('POST', 'reservations/noshow', NoShowResultSchema, { id });
/** A request accepted or declined; `message` goes to the guest in the e-mail. */
export const answerRequest = (input: { id: number; accept: boolean; message: string }): Promise<StaffReservation> =>
  staffCall('POST', input.accept ? 'reservations/accept' : 'reservations/reject', StaffReservationSchema, { id: input.id, message: input.message });
/** A waiting guest offered the place now (the offer e-mail, with its deadline). */
export const offerPlace = (id: number): Promise<StaffReservation> => staffCall('POST', 'reservations/offer', StaffReservationSchema, { id });
/** A party at the door now, seated at once. */
export const addWalkIn = (input: { pax: number; name: string }): Promise<StaffReservation> => staffCall('POST', 'reservations/walk-in', StaffReservationSchema, input);
/** A booking moved for the guest (who is told by e-mail). */
export const moveBooking = (input: { id: number; time: string; pax: number; zone?: number }): Promise<StaffReservation> =>
  staffCall('POST', 'reservations/move', StaffReservationSchema, input);
/** A booking cancelled for the guest (who is told by e-mail). */
export const cancelBooking = (id: number): Promise<StaffReservation> => staffCall('POST', 'reservations/cancel', StaffReservationSchema, { id });
/** Staff's note about the booking's guest (empty: deleted). */
export const saveGuestNote = (input: { id: number; note: string }): Promise<StaffReservation> =>
  staffCall('POST', 'reservations/guest-note', StaffReservationSchema, input);

/** The venue's staff audit log, newest first; `before`: the `next` of the previous page. */
export const listAudit = (page: { limit?: number; before?: number } = {}): Promise<AuditPage> => staffCall('POST', 'audit/list', AuditPageSchema, page);
