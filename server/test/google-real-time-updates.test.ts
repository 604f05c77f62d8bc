/**
 * Reserve with Google's real-time updates (docs/reserve-with-google.md), received by a local
 * stand-in for Google: a Google booking cancelled through the guest's edit link, or moved by
 * the guest, is sent as a BookingNotification (PATCH, once per change, with the booking as it
 * is); a change Google asked for itself is not sent back; every change of a day's seats sends
 * that day's availability again; an update Google refuses for a while is sent again later.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { googleUpdateJobs, reservations } from '../src/db/schema';
import { readGoogleReservationsConfig } from '../src/modules/google-reservations/google-config';
import { TABLE_SERVICE } from '../src/modules/google-reservations/services';
import { NOW, type TestApp, TOKENS, callApi, createTestApp } from './support/test-app';
import { STAFF, callStaff } from './support/promo-claim';
import { callBookingServer, createRequest, startSec } from './support/google-booking-side';
import { startFakeGoogleNotifications } from './support/fake-google-notifications';
import { GOOGLE_PASSWORD, GOOGLE_USER } from './support/google-booking-side';
import { CERTS } from './support/wallet';
import { book } from './support/booking';
import { venueId } from './support/fixtures';

jest.setTimeout(120_000);

const TZ = 'Indian/Mauritius';
const THURSDAY = '2026-06-04';

let t: TestApp;
let now = NOW;
let google: Awaited<ReturnType<typeof startFakeGoogleNotifications>>;

beforeAll(async () => {
  google = await startFakeGoogleNotifications();
  const { google: config, problems } = readGoogleReservationsConfig({
    GOOGLE_BOOKING_USER: GOOGLE_USER,
    GOOGLE_BOOKING_PASSWORD: GOOGLE_PASSWORD,
    GOOGLE_PARTNER_ID: '20001234',
    GOOGLE_NOTIFICATION_URL: google.url,
    GOOGLE_BOOKING_TOKEN_URL: google.tokenUrl,
    GOOGLE_BOOKING_KEY_FILE: path.join(CERTS, 'google-service-account.json'),
  });
  expect(problems).toEqual([]);
  t = await createTestApp({ config: { googleReservations: config, rateLimitMax: 100_000 }, clock: () => now });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

async function googleBooking(time: string, token: string) {
  const res = await callBookingServer(t.app, 'le-lagon', 'CreateBooking', createRequest('le-lagon', TABLE_SERVICE, startSec(THURSDAY, time, TZ), 2, token, token));
  const id = res.json().booking.booking_id as string;
  const [row] = await t.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, Number(id)));
  return { id, hash: row!.hash };
}

test('a Google booking cancelled through the edit link reaches Google once, as it is; the day’s availability follows', async () => {
  const booking = await googleBooking('19:00', 'rtu-cancel');
  await t.app.googleReservations.drain();
  // Google made it: no notification of it back to Google, only the day's availability.
  expect(google.bookingNotifications()).toEqual([]);
  const days = google.availabilityReplacements();
  expect(days.length).toBeGreaterThanOrEqual(1);
  const replaced = days.at(-1)!.body.extendedServiceAvailability as Array<{ merchantId: string; serviceId: string; startTimeRestrict: string; availability: unknown[] }>;
  expect(replaced.map((s) => s.serviceId)).toEqual(['table', 'experience-lagon-creole-cooking-class', 'experience-lagon-seafood-platter']);
  expect(replaced[0]).toMatchObject({ merchantId: 'le-lagon', startTimeRestrict: '2026-06-03T20:00:00Z', endTimeRestrict: '2026-06-04T20:00:00Z' });
  expect(replaced[0]!.availability).toContainEqual({ startTime: '2026-06-04T15:30:00Z', duration: '7200s', spotsTotal: 1, spotsOpen: 1, resources: { partySize: 2 } });

  const cancelled = await callApi(t.app, '/reservation/cancel', { token: TOKENS.lagon, form: { hash: booking.hash } });
  expect(cancelled.statusCode).toBe(200);
  expect(await t.app.googleReservations.drain()).toBeGreaterThanOrEqual(1);
  const sent = google.bookingNotifications();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.path).toBe(`/v1alpha/notification/partners/20001234/bookings/${booking.id}`);
  expect(sent[0]!.query.get('updateMask')).toBe('status,startTime,duration,partySize');
  expect(sent[0]!.body).toEqual({
    name: `partners/20001234/bookings/${booking.id}`,
    merchantId: 'le-lagon',
    serviceId: 'table',
    startTime: '2026-06-04T15:00:00Z',
    duration: '7200s',
    partySize: 2,
    status: 'CANCELED',
  });
  // Nothing more to send: once per change.
  expect(await t.app.googleReservations.drain()).toBe(0);
  expect(google.bookingNotifications()).toHaveLength(1);
});

test('a move by the guest is sent; a cancel Google asked for is not sent back; a refused update is sent again', async () => {
  const booking = await googleBooking('20:30', 'rtu-move');
  await t.app.googleReservations.drain();
  const before = google.bookingNotifications().length;

  google.state.failures = 2;
  const moved = await callApi(t.app, '/reservation/edit', { token: TOKENS.lagon, form: { hash: booking.hash, date: THURSDAY, time: '21:00', pax: 3 } });
  expect(moved.statusCode).toBe(200);
  // Google answers 503 for now: the update stays queued, to be sent again.
  await t.app.googleReservations.drain();
  const [waiting] = await t.db
    .select()
    .from(googleUpdateJobs)
    .where(eq(googleUpdateJobs.reservationId, Number(booking.id)));
  expect(waiting).toMatchObject({ status: 'pending' });
  await t.db
    .update(googleUpdateJobs)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(googleUpdateJobs.status, 'pending'));
  await t.app.googleReservations.drain();
  const sent = google.bookingNotifications().slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ startTime: '2026-06-04T17:00:00Z', partySize: 3, status: 'CONFIRMED' });

  const viaGoogle = await callBookingServer(t.app, 'le-lagon', 'UpdateBooking', { booking: { booking_id: booking.id, status: 'CANCELED' } });
  expect(viaGoogle.json().booking.status).toBe('CANCELED');
  await t.app.googleReservations.drain();
  expect(google.bookingNotifications().slice(before)).toHaveLength(1);
});

test('a page booking of a venue with Google sends its day again; a venue without Google queues nothing', async () => {
  const days = google.availabilityReplacements().length;
  const lagon = await book(t.app, 'submit', { date: '2026-06-05', time: '19:30', pax: 4, email: 'page@example.com' }, TOKENS.lagon);
  expect(lagon.statusCode).toBe(200);
  await t.app.googleReservations.drain();
  const sent = google.availabilityReplacements().slice(days);
  expect(sent).toHaveLength(1);
  expect((sent[0]!.body.extendedServiceAvailability as Array<{ startTimeRestrict: string }>)[0]!.startTimeRestrict).toBe('2026-06-04T20:00:00Z');

  const aurora = await venueId(t.db, 'cantina-aurora');
  const before = await t.db.select().from(googleUpdateJobs).where(eq(googleUpdateJobs.venueId, aurora));
  expect((await book(t.app, 'submit', { date: '2026-06-04', time: '20:00', pax: 2 })).statusCode).toBe(200);
  expect(await t.db.select().from(googleUpdateJobs).where(eq(googleUpdateJobs.venueId, aurora))).toEqual(before);
  expect(before).toEqual([]);
});

test('a Google booking marked a no-show at the door is sent as NO_SHOW', async () => {
  const booking = await googleBooking('19:30', 'rtu-noshow');
  await t.app.googleReservations.drain();
  const before = google.bookingNotifications().length;
  now = new Date('2026-06-04T17:00:00Z'); // 21:00 at the venue: the party never came
  try {
    const marked = await callStaff(t.app, '/reservations/noshow', { id: booking.id }, STAFF.lagon);
    expect(marked.statusCode).toBe(200);
    await t.app.googleReservations.drain();
  } finally {
    now = NOW;
  }
  const sent = google.bookingNotifications().slice(before);
  expect(sent.map((c) => c.body.status)).toEqual(['NO_SHOW']);
});
