/**
 * The pure booking rules around availability: which choice is bookable (zone, experience,
 * waiting list), the card guarantee and its free-cancellation deadline in the venue's time
 * (DST days included), and the waiting-list flag of a full time.
 */
import { i18n } from '../src/lib/i18n-text';
import { type AvailabilityContext, dayAvailability } from '../src/modules/experiences/availability';
import { checkChoice } from '../src/modules/reservations/booking-choice';
import { guaranteeTerms } from '../src/modules/reservations/guarantee';

const SETTINGS = { minNoticeMinutes: 60, horizonDays: 365, confirmation: 'auto' as const, waitingList: true, minPax: 1, maxPax: 8 };

function ctx(over: Partial<AvailabilityContext> = {}): AvailabilityContext {
  return {
    timezone: 'Europe/Rome',
    settings: SETTINGS,
    shifts: [{ id: 1, weekday: 3, name: 'Cena', start: '19:00', end: '21:00', intervalMinutes: 60, capacity: 10, experienceOnly: false }],
    zones: [
      { id: 1, name: i18n({ it: 'Sala' }), seats: 6 },
      { id: 2, name: i18n({ it: 'Terrazza' }), seats: 4 },
    ],
    closures: [],
    experiences: [],
    reservations: [],
    now: new Date('2026-06-09T08:00:00Z'),
    ...over,
  };
}

const WED = '2026-06-10';
const choice = (over = {}) => ({ date: WED, time: '19:00', pax: 2, zoneId: null, experienceId: null, ...over });
const booked = (pax: number, zoneId: number, time = '19:00') => ({ date: WED, time, pax, zoneId, experienceId: null, usesTables: true });

describe('checkChoice', () => {
  test('no preference: the first zone that seats the party is assigned', () => {
    expect(checkChoice(dayAvailability(ctx(), WED, 2), choice(), null)).toEqual({ ok: true, zoneId: 1 });
    const salaFull = ctx({ reservations: [booked(6, 1)] });
    expect(checkChoice(dayAvailability(salaFull, WED, 2), choice(), null)).toEqual({ ok: true, zoneId: 2 });
  });

  test('a chosen zone without room is ZONE_UNAVAILABLE, even when another zone has room', () => {
    const salaFull = ctx({ reservations: [booked(6, 1)] });
    expect(checkChoice(dayAvailability(salaFull, WED, 2), choice({ zoneId: 1 }), null)).toMatchObject({ ok: false, code: 'ZONE_UNAVAILABLE' });
  });

  test('a full shift: SOLD_OUT, with the waiting list when the venue keeps one', () => {
    const full = ctx({ reservations: [booked(6, 1), booked(4, 2, '20:00')] });
    const day = dayAvailability(full, WED, 2);
    expect(day.slots.every((s) => s.waitingList && !s.available)).toBe(true);
    expect(checkChoice(day, choice(), null)).toMatchObject({ ok: false, code: 'SOLD_OUT', waitingList: true });
    const noList = dayAvailability({ ...full, settings: { ...SETTINGS, waitingList: false } }, WED, 2);
    expect(checkChoice(noList, choice(), null)).toMatchObject({ ok: false, code: 'SOLD_OUT', waitingList: false });
  });

  test('a party above the venue maximum is never put on the waiting list', () => {
    const day = dayAvailability(ctx(), WED, 9);
    expect(day.slots.every((s) => !s.waitingList)).toBe(true);
  });

  test('a live hold counts like a booking (the loader passes it as one)', () => {
    const held = ctx({ reservations: [booked(10, 1)] });
    expect(checkChoice(dayAvailability(held, WED, 2), choice(), null)).toMatchObject({ ok: false, code: 'SOLD_OUT' });
  });

  test('times not offered, or inside the notice, are SLOT_UNAVAILABLE', () => {
    expect(checkChoice(dayAvailability(ctx(), WED, 2), choice({ time: '19:30' }), null)).toMatchObject({ ok: false, code: 'SLOT_UNAVAILABLE' });
    const late = ctx({ now: new Date('2026-06-10T16:30:00Z') }); // 18:30 in Rome, 60 min notice
    expect(checkChoice(dayAvailability(late, WED, 2), choice(), null)).toMatchObject({ ok: false, code: 'SLOT_UNAVAILABLE' });
  });

  test('an experience with its own times takes no zone; one with zones picks among its own', () => {
    const e = {
      id: 7,
      minGuests: 1,
      maxGuests: 0,
      maxReservationsPerSlot: 0,
      stock: 0,
      soldoutEnabled: false,
      bookedGuests: 0,
      hasDates: false,
      startsOn: null,
      endsOn: null,
      weekdays: null,
    };
    const own = ctx({ experiences: [{ ...e, hasOwnTimes: true, times: ['17:00'], zoneIds: null }] });
    expect(checkChoice(dayAvailability(own, WED, 2), choice({ time: '17:00', experienceId: 7 }), { hasOwnTimes: true, zoneIds: null })).toEqual({
      ok: true,
      zoneId: null,
    });
    const terrace = ctx({ experiences: [{ ...e, hasOwnTimes: false, times: [], zoneIds: [2] }] });
    expect(checkChoice(dayAvailability(terrace, WED, 2), choice({ experienceId: 7 }), { hasOwnTimes: false, zoneIds: [2] })).toEqual({ ok: true, zoneId: 2 });
  });
});

describe('guaranteeTerms', () => {
  const experience = { guaranteeType: 2, guaranteeAmount: 2000, cancellationHours: 48 };

  test('per guest: the amount times the party; the deadline in the venue’s time', () => {
    const t = guaranteeTerms(SETTINGS, experience, { date: WED, time: '20:00', pax: 3 }, 'Europe/Rome')!;
    expect(t).toMatchObject({ type: 2, unitAmount: 2000, amount: 6000, cancellationHours: 48 });
    expect(t.freeCancellationUntil.toISOString()).toBe('2026-06-08T18:00:00.000Z');
  });

  test('across the autumn DST change the deadline is 48 real hours before (one wall hour differs)', () => {
    // 26 October 2026 20:00 in Rome is UTC+1; 48 h before is 24 October 19:00 UTC = 21:00 in Rome (UTC+2).
    const t = guaranteeTerms(SETTINGS, experience, { date: '2026-10-26', time: '20:00', pax: 1 }, 'Europe/Rome')!;
    expect(t.freeCancellationUntil.toISOString()).toBe('2026-10-24T19:00:00.000Z');
  });

  test('the venue’s own guarantee for plain tables applies from its party size up', () => {
    const venue = { ...SETTINGS, cardGuarantee: { type: 1 as const, amount: 5000, cancellationHours: 24, minPax: 6 } };
    expect(guaranteeTerms(venue, null, { date: WED, time: '20:00', pax: 5 }, 'Europe/Rome')).toBeNull();
    expect(guaranteeTerms(venue, null, { date: WED, time: '20:00', pax: 6 }, 'Europe/Rome')).toMatchObject({ type: 1, amount: 5000 });
    // An experience without a guarantee of its own asks for none.
    expect(guaranteeTerms(venue, { guaranteeType: 0, guaranteeAmount: 0, cancellationHours: 0 }, { date: WED, time: '20:00', pax: 6 }, 'Europe/Rome')).toBeNull();
  });
});
