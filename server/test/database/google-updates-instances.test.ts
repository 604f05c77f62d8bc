/**
 * Reserve with Google's real-time updates on two instances of one database: 20 Google bookings
 * cancelled through their edit links, half on each instance, both instances sending at once.
 * Google's stand-in receives each booking's CANCELED notification exactly once (the outbox's
 * leases: db/leased-jobs.ts). Real contention on PostgreSQL (TEST_DATABASE_URL).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { reservations } from '../../src/db/schema';
import { readGoogleReservationsConfig } from '../../src/modules/google-reservations/google-config';
import { TABLE_SERVICE } from '../../src/modules/google-reservations/services';
import { startFakeGoogleNotifications } from '../support/fake-google-notifications';
import { GOOGLE_PASSWORD, GOOGLE_USER, callBookingServer, createRequest, startSec } from '../support/google-booking-side';
import { TOKENS, callApi } from '../support/test-app';
import { usingPostgres } from '../support/test-db';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { CERTS } from '../support/wallet';

jest.setTimeout(300_000);

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const BOOKINGS = 20;

let t: TwoInstances;
let google: Awaited<ReturnType<typeof startFakeGoogleNotifications>>;
beforeAll(async () => {
  google = await startFakeGoogleNotifications();
  const { google: config } = readGoogleReservationsConfig({
    GOOGLE_BOOKING_USER: GOOGLE_USER,
    GOOGLE_BOOKING_PASSWORD: GOOGLE_PASSWORD,
    GOOGLE_PARTNER_ID: '20001234',
    GOOGLE_NOTIFICATION_URL: google.url,
    GOOGLE_BOOKING_TOKEN_URL: google.tokenUrl,
    GOOGLE_BOOKING_KEY_FILE: path.join(CERTS, 'google-service-account.json'),
  });
  t = await createTwoInstances({ googleReservations: config, rateLimitMax: 100_000 });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

test(`${BOOKINGS} Google bookings cancelled over two instances: each notification sent exactly once (${DB})`, async () => {
  const apps = [t.a.app, t.b.app];
  const ids: string[] = [];
  for (let i = 0; i < BOOKINGS; i += 1) {
    const time = ['19:00', '19:30', '20:00', '20:30', '21:00'][i % 5]!;
    const date = `2026-06-${String(4 + Math.floor(i / 5)).padStart(2, '0')}`; // Thursday to Sunday
    const res = await callBookingServer(
      apps[i % 2]!,
      'le-lagon',
      'CreateBooking',
      createRequest('le-lagon', TABLE_SERVICE, startSec(date, time, 'Indian/Mauritius'), 2, `once-${i}`, `once-${i}`),
    );
    ids.push(res.json().booking.booking_id as string);
  }
  await Promise.all(apps.map((app) => app.googleReservations.drain()));
  const before = google.bookingNotifications().length;
  expect(before).toBe(0);

  const hashes = await Promise.all(
    ids.map(
      async (id) =>
        (
          await t.a.db
            .select()
            .from(reservations)
            .where(eq(reservations.id, Number(id)))
        )[0]!.hash,
    ),
  );
  const cancelled = await Promise.all(hashes.map((hash, i) => callApi(apps[i % 2]!, '/reservation/cancel', { token: TOKENS.lagon, form: { hash } })));
  expect(cancelled.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
  await Promise.all([...apps, ...apps].map((app) => app.googleReservations.drain()));

  const sent = google.bookingNotifications();
  expect(sent.map((c) => c.path.split('/').pop()).sort()).toEqual([...ids].sort());
  expect(sent.every((c) => c.body.status === 'CANCELED')).toBe(true);
});
