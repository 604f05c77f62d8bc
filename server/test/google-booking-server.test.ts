/**
 * Reserve with Google's booking server (docs/reserve-with-google.md), driven by a stand-in for
 * Google's Actions Center: HealthCheck, BatchAvailabilityLookup → CreateBooking → UpdateBooking
 * → cancel, GetBookingStatus and ListBookings, with the reference's answers and errors; the
 * booking's source shown to staff. Le Lagon (Indian/Mauritius) has it on in its venue file.
 */
import { and, eq } from 'drizzle-orm';
import { reservations, venues } from '../src/db/schema';
import { TABLE_SERVICE } from '../src/modules/google-reservations/services';
import { callBookingServer, createRequest, googleConfig, basic, slot, startSec, user } from './support/google-booking-side';
import { venueId } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';
import { STAFF, callStaff } from './support/promo-claim';

jest.setTimeout(120_000);

const TZ = 'Indian/Mauritius';
const PATH = 'le-lagon';
const MERCHANT = 'le-lagon';
const THURSDAY = '2026-06-04';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { googleReservations: googleConfig(), rateLimitMax: 100_000, authFailureRateLimitMax: 4 } });
});
afterAll(() => t.close());

test('HealthCheck answers with the credentials only; a venue without Google is not there', async () => {
  expect((await callBookingServer(t.app, PATH, 'HealthCheck')).statusCode).toBe(200);
  const none = await callBookingServer(t.app, PATH, 'HealthCheck', undefined, null);
  expect(none.statusCode).toBe(401);
  expect(none.headers['www-authenticate']).toMatch(/^Basic/);
  expect(none.json()).toEqual({ status: false, error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  expect((await callBookingServer(t.app, PATH, 'HealthCheck', undefined, basic('google-actions-center', 'wrong-password-of-same-size!!!'))).statusCode).toBe(401);
  // Cantina Aurora's venue file has no google section.
  expect((await callBookingServer(t.app, 'cantina-aurora', 'HealthCheck')).statusCode).toBe(404);
});

test('wrong credentials are limited per address; Google’s own calls are not', async () => {
  const guess = () =>
    t.app.inject({
      method: 'GET',
      url: '/backend/google/le-lagon/v3/HealthCheck',
      headers: { authorization: basic('google-actions-center', 'guess-number-0000000') },
      remoteAddress: '203.0.113.9',
    });
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await guess()).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  const limited = await guess();
  expect(limited.json().error.code).toBe('RESOURCE_EXHAUSTED');
  // The right credentials from that address still pass.
  expect(
    (await t.app.inject({ method: 'GET', url: '/backend/google/le-lagon/v3/HealthCheck', headers: { authorization: basic() }, remoteAddress: '203.0.113.9' })).statusCode,
  ).toBe(200);
});

test('BatchAvailabilityLookup answers each slot time, in order, as the page would offer it', async () => {
  const slotTime = (time: string, party: number, service = TABLE_SERVICE) => ({
    service_id: service,
    start_sec: startSec(THURSDAY, time, TZ),
    duration_sec: '7200',
    resource_ids: { party_size: party },
  });
  const asked = [
    slotTime('19:30', 2),
    slotTime('19:45', 2), // not a time the venue offers (every 30 minutes)
    slotTime('19:30', 40), // larger than the venue takes online
    slotTime('12:00', 2, 'experience-lagon-sunset-dinner'), // needs a card guarantee: not offered
    { ...slotTime('10:00', 2, 'experience-lagon-creole-cooking-class') },
    slotTime('12:00', 2, 'no-such-service'),
  ];
  const res = await callBookingServer(t.app, PATH, 'BatchAvailabilityLookup', { merchant_id: MERCHANT, slot_time: asked });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    slot_time_availability: asked.map((slot_time, i) => ({ slot_time, available: [true, false, false, false, true, false][i] })),
  });

  const wrongMerchant = await callBookingServer(t.app, PATH, 'BatchAvailabilityLookup', { merchant_id: 'cantina-aurora', slot_time: asked });
  expect(wrongMerchant.statusCode).toBe(404);
  const malformed = await callBookingServer(t.app, PATH, 'BatchAvailabilityLookup', { merchant_id: MERCHANT, slot_time: [{ service_id: 'table' }] });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().error.code).toBe('INVALID_ARGUMENT');
});

test('CreateBooking → retry → GetBookingStatus → UpdateBooking → cancel, as the reference answers them', async () => {
  const start = startSec(THURSDAY, '20:00', TZ);
  const create = createRequest(MERCHANT, TABLE_SERVICE, start, 2, 'token-create-1', 'flow');
  const first = await callBookingServer(t.app, PATH, 'CreateBooking', create);
  expect(first.statusCode).toBe(200);
  const booking = first.json().booking;
  expect(booking).toEqual({
    booking_id: expect.stringMatching(/^\d+$/),
    slot: slot(MERCHANT, TABLE_SERVICE, start, 2),
    user_information: user('flow'),
    status: 'CONFIRMED',
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
  });
  expect(first.json().booking_failure).toBeUndefined();

  // Google's retry (no answer reached it): the same booking, not a second one.
  const retry = await callBookingServer(t.app, PATH, 'CreateBooking', create);
  expect(retry.json()).toEqual(first.json());
  const rows = await t.db.select().from(reservations).where(eq(reservations.googleUserId, 'google-user-flow'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ source: 'google', pax: 2, date: THURSDAY, time: '20:00:00', status: 'confirmed', phonePrefix: '+33', phone: '612345678' });

  // The same user, the same slot, another token: already booked by this user.
  const twice = await callBookingServer(t.app, PATH, 'CreateBooking', { ...create, idempotency_token: 'token-create-2' });
  expect(twice.json()).toEqual({ booking_failure: { cause: 'SLOT_ALREADY_BOOKED_BY_USER', description: expect.any(String) } });

  const status = await callBookingServer(t.app, PATH, 'GetBookingStatus', { booking_id: booking.booking_id });
  expect(status.json()).toEqual({ booking_id: booking.booking_id, booking_status: 'CONFIRMED', prepayment_status: 'PREPAYMENT_NOT_PROVIDED' });

  // Staff see where it came from.
  const staff = await callStaff(t.app, '/reservations/list', { date: THURSDAY }, STAFF.lagon);
  expect(staff.statusCode).toBe(200);
  const listed = (staff.json().data.reservations as Array<{ id: number; source: string }>).find((r) => String(r.id) === booking.booking_id);
  expect(listed?.source).toBe('google');

  // A later time and a larger party.
  const later = startSec(THURSDAY, '21:00', TZ);
  const moved = await callBookingServer(t.app, PATH, 'UpdateBooking', {
    booking: { booking_id: booking.booking_id, slot: { start_sec: later, duration_sec: '7200', resources: { party_size: 4 } } },
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json().booking).toMatchObject({ booking_id: booking.booking_id, status: 'CONFIRMED', slot: { start_sec: later, resources: { party_size: 4 } } });

  // A party the venue never seats online: refused, the booking unchanged.
  const tooMany = await callBookingServer(t.app, PATH, 'UpdateBooking', { booking: { booking_id: booking.booking_id, slot: { resources: { party_size: 60 } } } });
  expect(tooMany.json()).toEqual({ booking_failure: { cause: 'SLOT_UNAVAILABLE', description: expect.any(String) } });

  const cancel = { booking: { booking_id: booking.booking_id, status: 'CANCELED' } };
  const cancelled = await callBookingServer(t.app, PATH, 'UpdateBooking', cancel);
  expect(cancelled.json().booking).toMatchObject({ booking_id: booking.booking_id, status: 'CANCELED', slot: { start_sec: later, resources: { party_size: 4 } } });
  // Cancelling again (a retry) answers the booking as it stands.
  expect((await callBookingServer(t.app, PATH, 'UpdateBooking', cancel)).json()).toEqual(cancelled.json());
  const moveCancelled = await callBookingServer(t.app, PATH, 'UpdateBooking', { booking: { booking_id: booking.booking_id, slot: { start_sec: start } } });
  expect(moveCancelled.json().booking_failure.cause).toBe('BOOKING_ALREADY_CANCELLED');

  const list = await callBookingServer(t.app, PATH, 'ListBookings', { user_id: 'google-user-flow' });
  expect(list.json()).toEqual({ bookings: [cancelled.json().booking] });
  expect((await callBookingServer(t.app, PATH, 'GetBookingStatus', { booking_id: booking.booking_id })).json().booking_status).toBe('CANCELED');
});

test('a full slot answers SLOT_UNAVAILABLE, kept for its token; unknown bookings are NOT_FOUND; venues stay apart', async () => {
  const venue = await venueId(t.db, 'le-lagon');
  const start = startSec(THURSDAY, '13:00', TZ);
  // Fill the lunch shift (capacity 60) the way guests would: ten bookings of 6 at 13:00.
  for (let i = 0; i < 10; i += 1) {
    const res = await callBookingServer(t.app, PATH, 'CreateBooking', createRequest(MERCHANT, TABLE_SERVICE, start, 6, `fill-${i}`, `fill-${i}`));
    expect(res.json().booking.status).toBe('CONFIRMED');
  }
  const full = createRequest(MERCHANT, TABLE_SERVICE, start, 2, 'token-full', 'late');
  const refused = await callBookingServer(t.app, PATH, 'CreateBooking', full);
  expect(refused.statusCode).toBe(200);
  expect(refused.json()).toEqual({ booking_failure: { cause: 'SLOT_UNAVAILABLE', description: expect.any(String) } });
  // A seat freed since: the retry of that call is still answered as it was.
  const [one] = await t.db.select().from(reservations).where(eq(reservations.googleUserId, 'google-user-fill-0'));
  await callBookingServer(t.app, PATH, 'UpdateBooking', { booking: { booking_id: String(one!.id), status: 'CANCELED' } });
  expect((await callBookingServer(t.app, PATH, 'CreateBooking', full)).json()).toEqual(refused.json());
  expect((await callBookingServer(t.app, PATH, 'CreateBooking', { ...full, idempotency_token: 'token-full-2' })).json().booking.status).toBe('CONFIRMED');

  expect((await callBookingServer(t.app, PATH, 'GetBookingStatus', { booking_id: '999999' })).statusCode).toBe(404);
  // A page booking of the venue is not Google's to see.
  const [page] = await t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.venueId, venue), eq(reservations.source, 'page')))
    .limit(1);
  expect((await callBookingServer(t.app, PATH, 'GetBookingStatus', { booking_id: String(page!.id) })).statusCode).toBe(404);
  expect((await callBookingServer(t.app, PATH, 'CreateBooking', { idempotency_token: 'x' })).statusCode).toBe(400);
  expect((await callBookingServer(t.app, PATH, 'CreateBooking', createRequest('cantina-aurora', TABLE_SERVICE, start, 2, 'token-other'))).statusCode).toBe(404);
});

test('a venue whose Google switch is turned off answers 404, and 200 again once it is back on', async () => {
  const venue = await venueId(t.db, 'le-lagon');
  expect((await callBookingServer(t.app, PATH, 'HealthCheck')).statusCode).toBe(200);
  await t.db
    .update(venues)
    .set({ google: { enabled: false, path: PATH, merchantId: MERCHANT } })
    .where(eq(venues.id, venue));
  await waitFor(async () => (await callBookingServer(t.app, PATH, 'HealthCheck')).statusCode === 404);
  await t.db
    .update(venues)
    .set({ google: { enabled: true, path: PATH, merchantId: MERCHANT } })
    .where(eq(venues.id, venue));
  await waitFor(async () => (await callBookingServer(t.app, PATH, 'HealthCheck')).statusCode === 200);
});

/** The change reaches this instance's venue directory through the database's notification. */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the change was not seen within 5 s');
}
