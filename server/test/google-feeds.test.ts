/**
 * Reserve with Google's feeds (docs/reserve-with-google.md), as Google's side fetches them (HTTP
 * Basic, the same credentials as the booking server) and as the venue tool writes them
 * (`npm run venue -- google-feeds SLUG --out DIR`): each validates against the feed definitions
 * in JSON Schema (ajv), and holds what the database holds: the venue, its services, and the
 * slots a Google booking could take.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { runVenueCli } from '../src/cli/venue-main';
import availabilitySchema from '../src/modules/google-reservations/feed-schemas/availability-feed.schema.json';
import merchantSchema from '../src/modules/google-reservations/feed-schemas/merchant-feed.schema.json';
import serviceSchema from '../src/modules/google-reservations/feed-schemas/service-feed.schema.json';
import { callBookingServer, createRequest, googleConfig, startSec } from './support/google-booking-side';
import { listenOnStaffSide } from './support/staff-side';
import { type TestApp, createTestApp } from './support/test-app';

jest.setTimeout(120_000);

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
const TZ = 'Indian/Mauritius';
// int64 fields are numbers or strings in the reference's JSON: union types allowed.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validators = { merchant: ajv.compile(merchantSchema), services: ajv.compile(serviceSchema), availability: ajv.compile(availabilitySchema) };

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ config: { googleReservations: googleConfig(), operatorToken: OPERATOR, publicUrl: 'https://book.example', rateLimitMax: 100_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = await listenOnStaffSide(t.app);
});
afterAll(() => t.close());

type Slot = { service_id: string; start_sec: number; resources: { party_size: number }; duration_sec: number };

function expectValid(kind: keyof typeof validators, feed: unknown) {
  const ok = validators[kind](feed);
  expect(validators[kind].errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

test('the feeds, fetched with the credentials, validate and hold the venue, its services and its free slots', async () => {
  const get = (name: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url: `/backend/google/le-lagon/feeds/${name}.json`, headers: authorization === undefined ? { authorization: basicAuth() } : {} });
  expect((await get('merchant', '')).statusCode).toBe(401);
  expect((await get('nothing')).statusCode).toBe(404);

  const merchant = (await get('merchant')).json();
  expectValid('merchant', merchant);
  expect(merchant.merchant).toEqual([expect.objectContaining({ merchant_id: 'le-lagon', name: 'Le Lagon', category: 'restaurant' })]);

  const services = (await get('services')).json();
  expectValid('services', services);
  const ids = (services.service as Array<{ service_id: string }>).map((s) => s.service_id);
  // The sunset dinner needs a card guarantee: not offered to Google.
  expect(ids).toEqual(['table', 'experience-lagon-creole-cooking-class', 'experience-lagon-seafood-platter']);

  const availability = (await get('availability')).json();
  expectValid('availability', availability);
  const slots = availability.service_availability[0].availability as Slot[];
  const at = (service: string, date: string, time: string, party: number) =>
    slots.some((s) => s.service_id === service && s.start_sec === Number(startSec(date, time, TZ)) && s.resources.party_size === party);
  expect(at('table', '2026-06-04', '19:30', 2)).toBe(true);
  expect(at('table', '2026-06-03', '19:30', 2)).toBe(false); // Wednesday: closed
  expect(at('experience-lagon-seafood-platter', '2026-06-04', '19:30', 2)).toBe(true);
  expect(at('experience-lagon-seafood-platter', '2026-06-04', '19:30', 3)).toBe(false); // for two only
  expect(at('table', '2026-06-04', '19:30', 11)).toBe(false); // larger than the venue books online
  // Nothing past the horizon (90 days), nothing before now plus the notice.
  const starts = slots.map((s) => s.start_sec);
  expect(Math.max(...starts)).toBeLessThan(Number(startSec('2026-08-31', '00:00', TZ)));
  expect(Math.min(...starts)).toBeGreaterThanOrEqual(t.app.clock().getTime() / 1000 + 30 * 60);

  // The cooking class takes six bookings a time: once they are in, the time leaves the next feed.
  const venueSlot = startSec('2026-06-04', '10:00', TZ);
  for (let i = 0; i < 6; i += 1) {
    const res = await callBookingServer(
      t.app,
      'le-lagon',
      'CreateBooking',
      createRequest('le-lagon', 'experience-lagon-creole-cooking-class', venueSlot, 1, `feed-${i}`, `feed-${i}`),
    );
    expect(res.json().booking.status).toBe('CONFIRMED');
  }
  const after = ((await get('availability')).json().service_availability[0].availability as Slot[]).filter(
    (s) => s.service_id === 'experience-lagon-creole-cooking-class' && s.start_sec === Number(venueSlot),
  );
  expect(after).toEqual([]);
});

test('npm run venue -- google-feeds SLUG --out DIR writes the three feeds; a venue without Google is refused', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'google-feeds-'));
  const out: string[] = [];
  const err: string[] = [];
  const io = { env: { VENUE_API_URL: api, OPERATOR_TOKEN: OPERATOR }, out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
  expect(await runVenueCli(['google-feeds', 'le-lagon', '--out', dir], io)).toBe(0);
  expect(out).toEqual(['merchant', 'services', 'availability'].map((n) => path.join(dir, `${n}.json`)));
  expectValid('merchant', JSON.parse(readFileSync(path.join(dir, 'merchant.json'), 'utf8')));
  expectValid('services', JSON.parse(readFileSync(path.join(dir, 'services.json'), 'utf8')));
  expectValid('availability', JSON.parse(readFileSync(path.join(dir, 'availability.json'), 'utf8')));

  expect(await runVenueCli(['google-feeds', 'cantina-aurora', '--out', dir], io)).toBe(1);
  expect(err.join('\n')).toMatch(/GOOGLE_OFF/);
});

function basicAuth() {
  return `Basic ${Buffer.from(`${googleConfig().user}:${googleConfig().password}`).toString('base64')}`;
}
