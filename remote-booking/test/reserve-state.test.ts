import type { DayAvailability, Experience, Slot } from '@venue/shared';
import type { Quote } from '../src/api/booking-api';
import type { StepInputs } from '../src/features/reserve/flow-steps';
import type { Hold } from '../src/features/reserve/flow-state';
import { type ReserveAction, type ReserveState, hasTypedData, initialReserveState, reserveReducer } from '../src/features/reserve/reserve-state';

const TASTING = 7;

const experience = (id: number, over: Partial<Experience> = {}) => ({ id, flagSceltaZona: 0, flagOrari: 0, zoneSelezionabili: [], ...over }) as unknown as Experience;

const zone = (id: number) => ({ id, nome: { it: `Sala ${id}`, en: `Room ${id}`, de: '', fr: '', es: '' }, available: true });

const slot = (time: string, over: Partial<Slot> = {}): Slot => ({
  time,
  shift: 'dinner',
  available: true,
  table: true,
  waitingList: false,
  zones: [zone(1)],
  experiences: [],
  waitingExperiences: [],
  ...over,
});

const day = (date: string, slots: Slot[]): DayAvailability => ({ date, pax: 2, status: 'available', reason: null, waitingList: false, slots });

const GUARANTEE = { type: 1, unitAmount: 2000, amount: 4000, currency: 'EUR', cancellationHours: 24, freeCancellationUntil: '2030-01-01T20:00:00+01:00' } as const;
const quote = (over: Partial<Quote> = {}) =>
  ({ outcome: 'confirmed', guarantee: null, payment: null, price: null, durationMinutes: 120, holdMinutes: 10, confirmation: 'auto', ...over }) as Quote;

/** What the venue answered: a plain table at 20:00 in one room, nothing else. */
const plain: StepInputs = { day: day('2030-01-10', [slot('20:00')]), experiences: [], quote: undefined, fixedExperience: false };

const HOLD: Hold = { hash: 'h'.repeat(32), clientSecret: 'seti_secret', expiresAt: '2030-01-10T19:10:00Z', mode: 'setup' };

function start(over: Partial<ReserveState> = {}, fixedExperienceId: number | null = null, voucherCode: string | null = null): ReserveState {
  return {
    ...initialReserveState({ prefix: '+39', fixedExperienceId, voucherCode, pax: 2, inputs: { ...plain, day: undefined, fixedExperience: fixedExperienceId !== null } }),
    ...over,
  };
}

const run = (state: ReserveState, ...actions: ReserveAction[]) => actions.reduce(reserveReducer, state);

describe('the flow as it starts', () => {
  test('with the party size of the first screen, on the day step, the phone prefix of the venue', () => {
    const s = start();
    expect(s).toMatchObject({ step: 'date', pax: 2, date: null, time: null, experienceId: null, busy: false, error: null, done: false });
    expect(s.guest.phone.prefix).toBe('+39');
  });

  test('from an experience link, the experience is chosen already', () => {
    expect(start({}, TASTING).experienceId).toBe(TASTING);
  });

  test('from a voucher link, its code comes along (none without one)', () => {
    expect(start({}, TASTING, 'ABCD-EFGH-JKMN-PQRS').voucherCode).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(start().voucherCode).toBeNull();
  });
});

describe('a voucher from the link', () => {
  const CODE = 'ABCD-EFGH-JKMN-PQRS';

  test('stays through every choice, a step back and a failed call', () => {
    const s = run(
      start({ step: 'people' }, TASTING, CODE),
      { type: 'paxChosen', pax: 3, inputs: plain },
      { type: 'dateChosen', date: '2030-01-10', inputs: plain },
      { type: 'timeChosen', time: '20:00', waitingList: false, inputs: plain },
      { type: 'wentTo', step: 'date', inputs: plain },
      { type: 'submitFailed', error: 'no' },
    );
    expect(s.voucherCode).toBe(CODE);
  });

  test('refused for good, it is dropped; nothing else changes', () => {
    const before = start({ step: 'payment', hold: { ...HOLD, mode: 'payment' } }, TASTING, CODE);
    expect(run(before, { type: 'voucherRefused' })).toEqual({ ...before, voucherCode: null });
  });
});

describe('choosing', () => {
  const atTime = () => start({ step: 'time', date: '2030-01-10' });

  test('another party size clears the day and time chosen for the last one, and asks for the day again', () => {
    const s = run(start({ step: 'people', date: '2030-01-10', time: '20:00', zoneId: 1, waitingList: true }), { type: 'paxChosen', pax: 4, inputs: plain });
    expect(s).toMatchObject({ step: 'date', pax: 4, date: null, time: null, zoneId: null, waitingList: false });
  });

  test('another party size lets the held seats go', () => {
    const s = run(start({ step: 'people', hold: HOLD, cardSaved: true }), { type: 'paxChosen', pax: 4, inputs: plain });
    expect(s).toMatchObject({ hold: null, cardSaved: false });
  });

  test('another day clears the time chosen on the last one', () => {
    const s = run(start({ date: '2030-01-09', time: '19:00', waitingList: true }), { type: 'dateChosen', date: '2030-01-10', inputs: plain });
    expect(s).toMatchObject({ step: 'time', date: '2030-01-10', time: null, waitingList: false });
  });

  test('a time with one room and no experience goes straight to the guest details', () => {
    const s = run(atTime(), { type: 'timeChosen', time: '20:00', waitingList: false, inputs: plain });
    expect(s).toMatchObject({ step: 'details', time: '20:00' });
  });

  test('a time with experiences on offer asks which one; one with two rooms asks which room', () => {
    const offered: StepInputs = { ...plain, day: day('2030-01-10', [slot('20:00', { experiences: [TASTING] })]), experiences: [experience(TASTING)] };
    expect(run(atTime(), { type: 'timeChosen', time: '20:00', waitingList: false, inputs: offered }).step).toBe('experience');
    const rooms: StepInputs = { ...plain, day: day('2030-01-10', [slot('20:00', { zones: [zone(1), zone(2)] })]) };
    expect(run(atTime(), { type: 'timeChosen', time: '20:00', waitingList: false, inputs: rooms }).step).toBe('zone');
  });

  test('a new time forgets the experience and room of the last one, but keeps the one of an experience link', () => {
    const s = run(start({ step: 'time', date: '2030-01-10', experienceId: TASTING, zoneId: 2 }), {
      type: 'timeChosen',
      time: '20:00',
      waitingList: false,
      inputs: plain,
    });
    expect(s).toMatchObject({ experienceId: null, zoneId: null });
    const linked = run(start({ step: 'time', date: '2030-01-10', zoneId: 2 }, TASTING), {
      type: 'timeChosen',
      time: '20:00',
      waitingList: false,
      inputs: { ...plain, fixedExperience: true },
    });
    expect(linked).toMatchObject({ experienceId: TASTING, zoneId: null });
  });

  test('another experience clears the room chosen for the last one', () => {
    const offered: StepInputs = { ...plain, day: day('2030-01-10', [slot('20:00', { experiences: [TASTING] })]), experiences: [experience(TASTING)] };
    const s = run(start({ step: 'experience', date: '2030-01-10', time: '20:00', experienceId: TASTING, zoneId: 2 }), {
      type: 'experienceChosen',
      experienceId: null,
      inputs: offered,
    });
    expect(s).toMatchObject({ experienceId: null, zoneId: null, step: 'details' });
  });

  test('after the details: the card step when the venue asks for a guarantee, else the summary', () => {
    const details = start({ step: 'details', date: '2030-01-10', time: '20:00' });
    expect(run(details, { type: 'detailsDone', inputs: { ...plain, quote: quote({ guarantee: GUARANTEE }) } }).step).toBe('guarantee');
    expect(run(details, { type: 'detailsDone', inputs: { ...plain, quote: quote() } }).step).toBe('summary');
  });

  test('on the waiting list no card is asked for', () => {
    const waiting = start({ step: 'details', date: '2030-01-10', time: '20:00', waitingList: true });
    expect(run(waiting, { type: 'detailsDone', inputs: { ...plain, quote: quote({ guarantee: GUARANTEE }) } }).step).toBe('summary');
  });

  test('a choice clears the message of a call that failed', () => {
    const s = run(start({ step: 'time', date: '2030-01-10', error: 'Qualcosa è andato storto' }), {
      type: 'timeChosen',
      time: '20:00',
      waitingList: false,
      inputs: plain,
    });
    expect(s.error).toBeNull();
  });
});

describe('going back', () => {
  const guaranteed: StepInputs = { ...plain, quote: quote({ guarantee: GUARANTEE }) };
  const held = () => start({ step: 'summary', date: '2030-01-10', time: '20:00', hold: HOLD, cardSaved: true });

  test('to a step before the card lets the held seats go', () => {
    expect(run(held(), { type: 'wentTo', step: 'details', inputs: guaranteed })).toMatchObject({ step: 'details', hold: null, cardSaved: false });
  });

  test('to the card step keeps them', () => {
    expect(run(held(), { type: 'wentTo', step: 'guarantee', inputs: guaranteed })).toMatchObject({ step: 'guarantee', hold: HOLD });
  });

  test('clears the message of a call that failed', () => {
    expect(run(start({ step: 'summary', error: 'No' }), { type: 'wentTo', step: 'details', inputs: plain }).error).toBeNull();
  });
});

describe('a suggested time taken', () => {
  const full = () => start({ step: 'summary', date: '2030-01-09', time: '20:00', waitingList: true, zoneId: 2, fullDay: '2030-01-09' });

  test('closes the suggestions at once, books that day and time off the waiting list, and goes on after the time step', () => {
    const s = run(full(), { type: 'suggestionPicked' }, { type: 'suggestionTaken', date: '2030-01-10', time: '20:00', day: plain.day, inputs: plain });
    expect(s).toMatchObject({ fullDay: null, date: '2030-01-10', time: '20:00', waitingList: false, zoneId: null, step: 'details' });
  });

  test('whose day fails to load: the time step of that day, with no time chosen', () => {
    const s = run(full(), { type: 'suggestionTaken', date: '2030-01-10', time: '20:00', day: undefined, inputs: plain });
    expect(s).toMatchObject({ step: 'time', date: '2030-01-10', time: null });
  });
});

describe('the booking calls', () => {
  const summary = () => start({ step: 'summary', date: '2030-01-10', time: '20:00', altcha: 'solved' });

  test('under way: busy, the last message gone', () => {
    expect(run(start({ error: 'No' }), { type: 'submitStarted' })).toMatchObject({ busy: true, error: null });
  });

  test('a hold for a guarantee stays on the card step, with its card form; one for a payment goes to the payment', () => {
    const guarantee = run(start({ step: 'guarantee', altcha: 'solved' }), { type: 'submitStarted' }, { type: 'held', hold: HOLD });
    expect(guarantee).toMatchObject({ step: 'guarantee', hold: HOLD, busy: false, altcha: null });
    const paid = run(summary(), { type: 'submitStarted' }, { type: 'held', hold: { ...HOLD, mode: 'payment' } });
    expect(paid).toMatchObject({ step: 'payment', busy: false });
  });

  test('the card saved: the summary', () => {
    expect(run(start({ step: 'guarantee', hold: HOLD }), { type: 'cardSaved' })).toMatchObject({ step: 'summary', cardSaved: true });
  });

  test('a failed hold returns to its step with the message, and the bot check asks again', () => {
    const s = run(start({ step: 'guarantee', altcha: 'solved' }), { type: 'submitStarted' }, { type: 'botCheckSpent' }, { type: 'submitFailed', error: 'Riprova' });
    expect(s).toMatchObject({ step: 'guarantee', busy: false, error: 'Riprova', altcha: null, botCheckReset: 1, hold: null });
  });

  test('a place freed for a guest asking for the waiting list: off the list, on the card step, with the news; the next call clears it', () => {
    const waiting = () => start({ step: 'summary', date: '2030-01-10', time: '20:00', waitingList: true, altcha: 'solved' });
    const freed = { day: day('2030-01-10', [slot('20:00')]) };
    const guaranteed = run(
      waiting(),
      { type: 'submitStarted' },
      { type: 'botCheckSpent' },
      { type: 'seatsFreed', ...freed, inputs: { ...plain, quote: quote({ guarantee: GUARANTEE }) } },
    );
    expect(guaranteed).toMatchObject({ step: 'guarantee', waitingList: false, busy: false, error: null, seatsFreed: true, hold: null });
    const paid = run(
      waiting(),
      { type: 'submitStarted' },
      { type: 'seatsFreed', ...freed, inputs: { ...plain, quote: quote({ payment: { amount: 19000 } as Quote['payment'] }) } },
    );
    expect(paid).toMatchObject({ step: 'summary', waitingList: false, seatsFreed: true });
    expect(run(paid, { type: 'submitStarted' }).seatsFreed).toBe(false);
  });

  test('booked: done, and no longer busy', () => {
    expect(run(summary(), { type: 'submitStarted' }, { type: 'finished' })).toMatchObject({ done: true, busy: false });
  });
});

describe('the guest details', () => {
  test("the venue's phone prefix when it arrives, unless the guest has chosen one and typed a number", () => {
    const untouched = start({ guest: { ...start().guest, phone: { prefix: '', number: '' } } });
    expect(run(untouched, { type: 'phonePrefixKnown', prefix: '+41' }).guest.phone.prefix).toBe('+41');
    // A number typed before the list arrived: it gets the venue's prefix, and keeps the number.
    const typedFirst = start({ guest: { ...start().guest, phone: { prefix: '', number: '79 123 45 67' } } });
    expect(run(typedFirst, { type: 'phonePrefixKnown', prefix: '+41' }).guest.phone).toEqual({ prefix: '+41', number: '79 123 45 67' });
    const chosen = start({ guest: { ...start().guest, phone: { prefix: '+33', number: '612345678' } } });
    expect(run(chosen, { type: 'phonePrefixKnown', prefix: '+41' }).guest.phone.prefix).toBe('+33');
  });

  test("a field typed while the venue's prefix arrives, from the render before it, keeps the prefix", () => {
    const before = start({ guest: { ...start().guest, phone: { prefix: '', number: '' } } });
    const known = run(before, { type: 'phonePrefixKnown', prefix: '+39' });
    // The e-mail field's handler still holds the guest of the render before the prefix came.
    const typed = run(known, { type: 'guestChanged', guest: { ...before.guest, email: 'giulia@example.com' } });
    expect(typed.guest.phone.prefix).toBe('+39');
    expect(typed.guest.email).toBe('giulia@example.com');
    // A prefix the guest picks still replaces it.
    expect(run(typed, { type: 'guestChanged', guest: { ...typed.guest, phone: { prefix: '+41', number: '79 123 45 67' } } }).guest.phone.prefix).toBe('+41');
  });

  test('leaving asks first only once something is typed, not for choices alone', () => {
    const chosen = start({ date: '2030-01-10', time: '20:00' });
    expect(hasTypedData(chosen)).toBe(false);
    expect(hasTypedData(run(chosen, { type: 'guestChanged', guest: { ...chosen.guest, notes: 'Un seggiolone' } }))).toBe(true);
    expect(hasTypedData(run(chosen, { type: 'answersChanged', extraAnswers: { allergies: false } }))).toBe(false);
  });
});
