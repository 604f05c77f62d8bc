/**
 * The availability rules as pure functions (docs/server-availability.md). The process runs in
 * America/New_York (jest.config.js) while the venue is in Europe/Rome.
 */
import {
  type AvailabilityContext,
  type BookedReservation,
  type ExperienceRule,
  type ShiftRule,
  dayAvailability,
  monthAvailability,
  shiftTimes,
} from '../src/modules/experiences/availability';
import { i18n } from '../src/lib/i18n-text';

const ALL_BUT_MONDAY = [2, 3, 4, 5, 6, 7];

function shifts(weekdays: number[], rule: Omit<ShiftRule, 'id' | 'weekday'>): ShiftRule[] {
  return weekdays.map((weekday, i) => ({ id: weekday * 100 + i, weekday, ...rule }));
}

const DINNER = { name: 'Cena', start: '19:00', end: '22:00', intervalMinutes: 30, capacity: 20, experienceOnly: false };
const LUNCH = { name: 'Pranzo', start: '12:00', end: '14:00', intervalMinutes: 30, capacity: 20, experienceOnly: false };

function context(over: Partial<AvailabilityContext> = {}): AvailabilityContext {
  return {
    timezone: 'Europe/Rome',
    settings: { minNoticeMinutes: 60, horizonDays: 365, confirmation: 'auto', waitingList: true, minPax: 1, maxPax: 8 },
    shifts: [...shifts(ALL_BUT_MONDAY, LUNCH), ...shifts(ALL_BUT_MONDAY, DINNER)],
    zones: [
      { id: 1, name: i18n({ it: 'Sala' }), seats: 10 },
      { id: 2, name: i18n({ it: 'Terrazza' }), seats: 6 },
    ],
    closures: [],
    experiences: [],
    reservations: [],
    // Tuesday 9 June 2026, 10:00 in Rome (04:00 in New York)
    now: new Date('2026-06-09T08:00:00Z'),
    ...over,
  };
}

function experience(over: Partial<ExperienceRule> & { id: number }): ExperienceRule {
  return {
    minGuests: 1,
    maxGuests: 0,
    maxReservationsPerSlot: 0,
    stock: 0,
    soldoutEnabled: false,
    bookedGuests: 0,
    hasDates: false,
    startsOn: null,
    endsOn: null,
    hasOwnTimes: false,
    times: [],
    weekdays: null,
    zoneIds: null,
    ...over,
  };
}

function booking(over: Partial<BookedReservation>): BookedReservation {
  return { date: '2026-06-10', time: '20:00', pax: 2, zoneId: 1, experienceId: null, usesTables: true, ...over };
}

const times = (day: { slots: Array<{ time: string }> }) => day.slots.map((s) => s.time);
const availableTimes = (day: { slots: Array<{ time: string; available: boolean }> }) => day.slots.filter((s) => s.available).map((s) => s.time);

test('the tests really run in another time zone than the venue', () => {
  expect(new Date('2026-06-09T08:00:00Z').getTimezoneOffset()).toBe(240);
});

test('shift times run from start, every interval, strictly before end', () => {
  expect(shiftTimes({ start: '19:00', end: '21:00', intervalMinutes: 30 })).toEqual(['19:00', '19:30', '20:00', '20:30']);
  expect(shiftTimes({ start: '12:00', end: '13:00', intervalMinutes: 45 })).toEqual(['12:00', '12:45']);
});

describe('venue time zone', () => {
  test('today and "now" are the venue’s, not the process’s', () => {
    // 18:30 in Rome, 12:30 in New York; with 60 min notice the first dinner slot is 19:30.
    const day = dayAvailability(context({ now: new Date('2026-06-09T16:30:00Z') }), '2026-06-09', 2);
    expect(day.status).toBe('available');
    expect(times(day)).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30']);
  });

  test('after midnight in Rome the previous date is past, even if New York is still on it', () => {
    const now = new Date('2026-06-09T22:30:00Z'); // 00:30 on 10 June in Rome, 18:30 on 9 June in New York
    expect(dayAvailability(context({ now }), '2026-06-09', 2)).toMatchObject({ status: 'past', reason: 'PAST', slots: [] });
    expect(dayAvailability(context({ now }), '2026-06-10', 2).status).toBe('available');
  });

  test('a venue in Mauritius uses its own clock', () => {
    // 16:00 UTC = 20:00 in Port Louis: only 21:00 and later remain with 60 min notice.
    const day = dayAvailability(context({ timezone: 'Indian/Mauritius', now: new Date('2026-06-09T16:00:00Z') }), '2026-06-09', 2);
    expect(times(day)).toEqual(['21:00', '21:30']);
  });
});

describe('DST days', () => {
  const night = { name: 'Notte', start: '01:00', end: '04:00', intervalMinutes: 30, capacity: 20, experienceOnly: false };

  test('spring forward (29 March 2026): the skipped hour offers no slot', () => {
    const ctx = context({ now: new Date('2026-03-20T12:00:00Z'), shifts: shifts([7], night) });
    expect(times(dayAvailability(ctx, '2026-03-29', 2))).toEqual(['01:00', '01:30', '03:00', '03:30']);
  });

  test('fall back (25 October 2026): the repeated hour is offered once', () => {
    const ctx = context({ now: new Date('2026-10-20T12:00:00Z'), shifts: shifts([7], night) });
    expect(times(dayAvailability(ctx, '2026-10-25', 2))).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
  });

  test('min notice on the spring DST day uses summer time (UTC+2)', () => {
    // 17:00 UTC is 19:00 in Rome after the change; with 30 min notice 19:00 is gone, 19:30 stays.
    const ctx = context({ now: new Date('2026-03-29T17:00:00Z'), settings: { ...context().settings, minNoticeMinutes: 30 } });
    expect(times(dayAvailability(ctx, '2026-03-29', 2))[0]).toBe('19:30');
  });

  test('min notice on the autumn DST day uses winter time (UTC+1)', () => {
    // 17:00 UTC is 18:00 in Rome after the change; with 60 min notice 19:00 is still offered.
    const ctx = context({ now: new Date('2026-10-25T17:00:00Z') });
    expect(times(dayAvailability(ctx, '2026-10-25', 2))[0]).toBe('19:00');
  });
});

describe('min notice and past', () => {
  const at1800 = new Date('2026-06-09T16:00:00Z'); // 18:00 in Rome

  test('times closer than the notice are never offered', () => {
    const ctx = context({ now: at1800, settings: { ...context().settings, minNoticeMinutes: 90 } });
    expect(times(dayAvailability(ctx, '2026-06-09', 2))).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30']);
  });

  test('a slot exactly at now + notice is offered', () => {
    expect(times(dayAvailability(context({ now: at1800 }), '2026-06-09', 2))[0]).toBe('19:00');
  });

  test('today after the last bookable slot is past', () => {
    const late = new Date('2026-06-09T19:45:00Z'); // 21:45 in Rome
    expect(dayAvailability(context({ now: late }), '2026-06-09', 2)).toMatchObject({ status: 'past', reason: 'PAST' });
  });

  test('days before today are past', () => {
    expect(dayAvailability(context(), '2026-06-08', 2)).toMatchObject({ status: 'past', reason: 'PAST', slots: [] });
  });

  test('days beyond the booking horizon are closed', () => {
    const ctx = context({ settings: { ...context().settings, horizonDays: 30 } });
    expect(dayAvailability(ctx, '2026-07-09', 2).status).toBe('available');
    expect(dayAvailability(ctx, '2026-07-10', 2)).toMatchObject({ status: 'closed', reason: 'CLOSED' });
  });
});

describe('closed days', () => {
  test('a weekday without shifts is closed', () => {
    expect(dayAvailability(context(), '2026-06-15', 2)).toMatchObject({ status: 'closed', reason: 'CLOSED', slots: [] });
  });

  test('a closure closes the day, experiences included', () => {
    const ctx = context({
      closures: ['2026-06-10'],
      experiences: [experience({ id: 7, hasOwnTimes: true, times: ['10:30'] })],
    });
    expect(dayAvailability(ctx, '2026-06-10', 2)).toMatchObject({ status: 'closed', reason: 'CLOSED' });
    expect(dayAvailability(ctx, '2026-06-11', 2).status).toBe('available');
  });

  test('an experience-only shift without any experience is closed', () => {
    const ctx = context({ shifts: shifts([3], { ...DINNER, experienceOnly: true }) });
    expect(dayAvailability(ctx, '2026-06-10', 2)).toMatchObject({ status: 'closed', reason: 'CLOSED' });
  });
});

describe('capacity', () => {
  const dinnerOnly = { shifts: shifts([3], DINNER) }; // Wednesday 10 June

  test('an open day lists every zone with its availability', () => {
    const day = dayAvailability(context(dinnerOnly), '2026-06-10', 2);
    expect(day).toMatchObject({ status: 'available', reason: null });
    expect(day.slots[0]).toEqual({
      time: '19:00',
      shift: 'Cena',
      available: true,
      table: true,
      waitingList: false,
      zones: [
        { id: 1, nome: i18n({ it: 'Sala' }), available: true },
        { id: 2, nome: i18n({ it: 'Terrazza' }), available: true },
      ],
      experiences: [],
      waitingExperiences: [],
    });
  });

  test('zone sold out: the shift has room but no zone seats the party', () => {
    const reservations = [booking({ zoneId: 1, pax: 8 }), booking({ zoneId: 2, pax: 3, time: '21:00' })];
    const ctx = context({ ...dinnerOnly, reservations });
    const four = dayAvailability(ctx, '2026-06-10', 4);
    expect(four).toMatchObject({ status: 'completed', reason: 'ZONE_SOLD_OUT' });
    expect(four.slots.every((s) => !s.available)).toBe(true);
    const three = dayAvailability(ctx, '2026-06-10', 3);
    expect(three.status).toBe('available');
    expect(three.slots[0]!.zones.map((z) => z.available)).toEqual([false, true]);
  });

  test('shift full: the shift capacity is below the party size', () => {
    const ctx = context({
      shifts: shifts([3], { ...DINNER, capacity: 12 }),
      reservations: [booking({ zoneId: 1, pax: 5 }), booking({ zoneId: 2, pax: 5 })],
    });
    expect(dayAvailability(ctx, '2026-06-10', 4)).toMatchObject({ status: 'completed', reason: 'SHIFT_FULL' });
    expect(dayAvailability(ctx, '2026-06-10', 2).status).toBe('available');
  });

  test('day sold out: not a seat left at any time', () => {
    const ctx = context({
      shifts: shifts([3], { ...DINNER, capacity: 12 }),
      reservations: [booking({ zoneId: 1, pax: 6 }), booking({ zoneId: null, pax: 6, time: '19:00' })],
    });
    expect(dayAvailability(ctx, '2026-06-10', 1)).toMatchObject({ status: 'completed', reason: 'DAY_SOLD_OUT' });
  });

  test('capacity is per shift: a full dinner leaves lunch bookable', () => {
    const ctx = context({ reservations: [booking({ pax: 10, zoneId: 1 }), booking({ pax: 6, zoneId: 2 })] });
    const day = dayAvailability(ctx, '2026-06-10', 2);
    expect(day.status).toBe('available');
    expect(availableTimes(day)).toEqual(['12:00', '12:30', '13:00', '13:30']);
  });

  test('a null shift capacity means the sum of the zones’ seats', () => {
    const ctx = context({ shifts: shifts([3], { ...DINNER, capacity: null }), reservations: [booking({ zoneId: 1, pax: 10 })] });
    expect(dayAvailability(ctx, '2026-06-10', 6).status).toBe('available');
    expect(dayAvailability(ctx, '2026-06-10', 7).status).toBe('completed');
  });

  test('bookings on other days do not count', () => {
    const ctx = context({ ...dinnerOnly, reservations: [booking({ date: '2026-06-17', pax: 10 })] });
    expect(dayAvailability(ctx, '2026-06-10', 8).status).toBe('available');
  });
});

describe('party size', () => {
  test('above the venue maximum nothing is bookable (completed, SHIFT_FULL)', () => {
    expect(dayAvailability(context(), '2026-06-10', 9)).toMatchObject({ status: 'completed', reason: 'SHIFT_FULL' });
    expect(dayAvailability(context(), '2026-06-10', 8).status).toBe('available');
  });

  test('experiences are offered only within their guest bounds', () => {
    const ctx = context({ experiences: [experience({ id: 3, minGuests: 2, maxGuests: 4 })] });
    const ids = (pax: number) => monthAvailability(ctx, 2026, 6, pax).days.find((d) => d.date === '2026-06-10')!.experiences;
    expect(ids(1)).toEqual([]);
    expect(ids(2)).toEqual([3]);
    expect(ids(4)).toEqual([3]);
    expect(ids(5)).toEqual([]);
  });
});

describe('experiences', () => {
  test('an experience-only shift makes an "experience" day', () => {
    const ctx = context({
      shifts: [...shifts([3], LUNCH), ...shifts([7], { ...LUNCH, experienceOnly: true })],
      experiences: [experience({ id: 4 })],
    });
    const sunday = dayAvailability(ctx, '2026-06-14', 2);
    expect(sunday).toMatchObject({ status: 'experience', reason: 'EXPERIENCE_REQUIRED' });
    expect(sunday.slots.every((s) => s.available && s.experiences.includes(4))).toBe(true);
    expect(dayAvailability(ctx, '2026-06-10', 2).status).toBe('available');
  });

  test('own-time experiences on a day without shifts make an "experience" day', () => {
    const ctx = context({ experiences: [experience({ id: 5, hasOwnTimes: true, times: ['10:30', '15:00'] })] });
    const monday = dayAvailability(ctx, '2026-06-15', 2);
    expect(monday).toMatchObject({ status: 'experience', reason: 'EXPERIENCE_REQUIRED' });
    expect(monday.slots).toEqual([
      { time: '10:30', shift: '', available: true, table: false, waitingList: false, zones: [], experiences: [5], waitingExperiences: [] },
      { time: '15:00', shift: '', available: true, table: false, waitingList: false, zones: [], experiences: [5], waitingExperiences: [] },
    ]);
  });

  test('a full experience time waits when the venue and the experience take a waiting list', () => {
    const full = (waitingList: boolean, venueList = true) =>
      dayAvailability(
        context({
          settings: { ...context({}).settings, waitingList: venueList },
          experiences: [experience({ id: 5, hasOwnTimes: true, times: ['10:30'], maxReservationsPerSlot: 1, waitingList })],
          reservations: [booking({ date: '2026-06-15', time: '10:30', experienceId: 5, usesTables: false, zoneId: null })],
        }),
        '2026-06-15',
        2,
      );
    expect(full(true).slots[0]).toMatchObject({ experiences: [], waitingExperiences: [5] });
    expect(full(true)).toMatchObject({ status: 'completed', waitingList: true });
    expect(full(false).slots[0]!.waitingExperiences).toEqual([]);
    expect(full(true, false).slots[0]!.waitingExperiences).toEqual([]);
  });

  test('own times inside a shift merge with its slot', () => {
    const ctx = context({ experiences: [experience({ id: 5, hasOwnTimes: true, times: ['19:00'] })] });
    const slot = dayAvailability(ctx, '2026-06-10', 2).slots.find((s) => s.time === '19:00')!;
    expect(slot.shift).toBe('Cena');
    expect(slot.zones).toHaveLength(2);
    expect(slot.experiences).toEqual([5]);
  });

  test('dated experiences run from data to scadenza only', () => {
    const ctx = context({
      experiences: [experience({ id: 6, hasDates: true, startsOn: '2026-06-12', endsOn: '2026-06-20' })],
    });
    const days = monthAvailability(ctx, 2026, 6, 2).days;
    const withSix = days.filter((d) => d.experiences.includes(6)).map((d) => d.date);
    expect(withSix[0]).toBe('2026-06-12');
    expect(withSix[withSix.length - 1]).toBe('2026-06-20');
    expect(withSix).not.toContain('2026-06-15'); // Monday: venue closed
  });

  test('weekdays limit an experience', () => {
    const ctx = context({ experiences: [experience({ id: 8, weekdays: [5, 6] })] });
    const days = monthAvailability(ctx, 2026, 6, 2).days.filter((d) => d.experiences.includes(8));
    expect(new Set(days.map((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay()))).toEqual(new Set([5, 6]));
  });

  test('stock counts only when flagSoldoutAttivo is on', () => {
    const e = { id: 9, hasOwnTimes: true, times: ['10:30'], stock: 40, bookedGuests: 38 };
    const on = context({ experiences: [experience({ ...e, soldoutEnabled: true })] });
    expect(dayAvailability(on, '2026-06-15', 2).status).toBe('experience');
    expect(dayAvailability(on, '2026-06-15', 3)).toMatchObject({ status: 'completed', reason: 'SHIFT_FULL' });
    const off = context({ experiences: [experience({ ...e, soldoutEnabled: false })] });
    expect(dayAvailability(off, '2026-06-15', 3).status).toBe('experience');
  });

  test('a sold-out experience on an experience-only day is DAY_SOLD_OUT', () => {
    const ctx = context({
      experiences: [experience({ id: 9, hasOwnTimes: true, times: ['10:30'], stock: 40, bookedGuests: 40, soldoutEnabled: true })],
    });
    expect(dayAvailability(ctx, '2026-06-15', 1)).toMatchObject({ status: 'completed', reason: 'DAY_SOLD_OUT' });
  });

  test('maxPrenotazioni limits reservations per time slot', () => {
    const ctx = context({
      experiences: [experience({ id: 10, hasOwnTimes: true, times: ['10:30', '15:00'], maxReservationsPerSlot: 2 })],
      reservations: [
        booking({ date: '2026-06-15', time: '10:30', experienceId: 10, usesTables: false, zoneId: null }),
        booking({ date: '2026-06-15', time: '10:30', experienceId: 10, usesTables: false, zoneId: null }),
      ],
    });
    expect(availableTimes(dayAvailability(ctx, '2026-06-15', 2))).toEqual(['15:00']);
  });

  test('own-time experiences do not take table seats', () => {
    const ctx = context({
      shifts: shifts([3], { ...DINNER, capacity: 4 }),
      reservations: [booking({ time: '19:00', pax: 8, experienceId: 11, usesTables: false, zoneId: null })],
    });
    expect(dayAvailability(ctx, '2026-06-10', 4).status).toBe('available');
  });

  test('an experience restricted to a full zone is not offered', () => {
    const ctx = context({
      shifts: shifts([3], DINNER),
      experiences: [experience({ id: 12, zoneIds: [2] })],
      reservations: [booking({ zoneId: 2, pax: 5, time: '19:00' })],
    });
    const day = dayAvailability(ctx, '2026-06-10', 2);
    expect(day.status).toBe('available'); // the Sala still seats them
    expect(day.slots.every((s) => s.experiences.length === 0)).toBe(true);
  });
});

describe('month', () => {
  test('June 2026 seen on 9 June: past, closed Mondays, a closure, open days', () => {
    const month = monthAvailability(context({ closures: ['2026-06-24'] }), 2026, 6, 2);
    expect(month).toMatchObject({ year: 2026, month: 6, pax: 2 });
    expect(month.days).toHaveLength(30);
    const status = Object.fromEntries(month.days.map((d) => [d.date, d.status]));
    expect(status['2026-06-01']).toBe('past');
    expect(status['2026-06-08']).toBe('past');
    expect(status['2026-06-09']).toBe('available'); // today, dinner still ahead
    expect(status['2026-06-15']).toBe('closed'); // Monday
    expect(status['2026-06-24']).toBe('closed'); // closure
    expect(status['2026-06-30']).toBe('available');
  });

  test('a full day shows as completed in the month', () => {
    const ctx = context({
      shifts: shifts([3], { ...DINNER, capacity: 2 }),
      reservations: [booking({ date: '2026-06-10', pax: 2 })],
    });
    const days = monthAvailability(ctx, 2026, 6, 2).days;
    expect(days.find((d) => d.date === '2026-06-10')!.status).toBe('completed');
    expect(days.find((d) => d.date === '2026-06-17')!.status).toBe('available');
  });
});
