/**
 * A stand-in for Google's side of Reserve with Google: it calls the venue's booking server as the
 * Actions Center does (JSON, HTTP Basic, the reference's field names), and builds the slots it
 * asks about from a venue's wall-clock date and time.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { GoogleReservationsConfig } from '../../src/modules/google-reservations/google-config';
import { wallInstant } from '../../src/lib/wall-clock';

export const GOOGLE_USER = 'google-actions-center';
export const GOOGLE_PASSWORD = 'a-long-booking-server-password-for-tests';

export function googleConfig(overrides: Partial<GoogleReservationsConfig> = {}): GoogleReservationsConfig {
  return { user: GOOGLE_USER, password: GOOGLE_PASSWORD, notificationUrl: 'http://127.0.0.1:9', tokenUrl: 'http://127.0.0.1:9/token', ...overrides };
}

export const basic = (user = GOOGLE_USER, password = GOOGLE_PASSWORD) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** One of Google's calls to the booking server at `path`. */
export function callBookingServer(
  app: FastifyInstance,
  path: string,
  method: string,
  body?: unknown,
  authorization: string | null = basic(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method === 'HealthCheck' ? 'GET' : 'POST',
    url: `/backend/google/${path}/v3/${method}`,
    headers: { ...(authorization ? { authorization } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** start_sec of a wall-clock time at the venue, as Google writes it (an int64: a string). */
export const startSec = (date: string, time: string, timezone: string) => String(wallInstant(date, time, timezone)!.getTime() / 1000);

export function slot(merchantId: string, serviceId: string, start: string, partySize: number, durationSec = '7200') {
  return { merchant_id: merchantId, service_id: serviceId, start_sec: start, duration_sec: durationSec, resources: { party_size: partySize } };
}

export function user(n: number | string) {
  return { user_id: `google-user-${n}`, given_name: 'Ada', family_name: `Lovelace ${n}`, telephone: '+33612345678', email: `ada${n}@example.com` };
}

export function createRequest(merchantId: string, serviceId: string, start: string, partySize: number, token: string, who: number | string = 1) {
  return { slot: slot(merchantId, serviceId, start, partySize), user_information: user(who), idempotency_token: token };
}
