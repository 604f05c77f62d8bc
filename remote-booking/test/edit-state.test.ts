import type { Slot } from '@venue/shared';
import type { Reservation } from '../src/api/booking-api';
import { slotRules } from '../src/features/edit/edit-slots';
import { type EditAction, type EditState, editReducer, initialEditState, isChanged } from '../src/features/edit/edit-state';

const booking = (over: Partial<Reservation> = {}) =>
  ({ hash: 'b'.repeat(32), pax: 2, date: '2030-01-10', time: '20:00', zone: null, experience: null, ...over }) as Reservation;

const slot = (time: string, over: Partial<Slot> = {}): Slot => ({
  time,
  shift: 'dinner',
  available: true,
  table: true,
  waitingList: false,
  zones: [],
  experiences: [],
  waitingExperiences: [],
  ...over,
});

const run = (state: EditState, ...actions: EditAction[]) => actions.reduce(editReducer, state);

describe('the edit form', () => {
  test('opens on the booking as it is, with nothing to save', () => {
    const r = booking({ zone: { id: 3, nome: { it: 'Terrazza', en: 'Terrace', de: '', fr: '', es: '' } } });
    const s = initialEditState(r);
    expect(s).toMatchObject({ pax: 2, date: '2030-01-10', time: '20:00', zone: 3, busy: false, blocked: null });
    expect(isChanged(s, r)).toBe(false);
  });

  test('another party size keeps the day and time (the server says if they still fit)', () => {
    const s = run(initialEditState(booking()), { type: 'paxChosen', pax: 4 });
    expect(s).toMatchObject({ pax: 4, date: '2030-01-10', time: '20:00' });
    expect(isChanged(s, booking())).toBe(true);
  });

  test("another day clears the last day's time, and the message of a refused change", () => {
    const refused = run(initialEditState(booking()), { type: 'saveStarted' }, { type: 'saveRefused', code: 'EDIT_SOLD_OUT' });
    expect(refused).toMatchObject({ busy: false, blocked: 'EDIT_SOLD_OUT' });
    expect(run(refused, { type: 'dateChosen', date: '2030-01-11' })).toMatchObject({ date: '2030-01-11', time: null, blocked: null });
  });

  test('choosing the same time again after a refusal clears its message', () => {
    const refused = run(initialEditState(booking()), { type: 'saveRefused', code: 'EDIT_NEEDS_CARD' });
    expect(run(refused, { type: 'timeChosen', time: '21:00' })).toMatchObject({ time: '21:00', blocked: null });
  });

  test('saved: the leave guard lets go for the end page', () => {
    expect(run(initialEditState(booking()), { type: 'saveStarted' }, { type: 'saveDone' })).toMatchObject({ busy: false, leaving: true });
  });

  test("cancelling: the dialog's button keeps waiting until the end page comes", () => {
    const s = run(initialEditState(booking()), { type: 'cancelAsked' }, { type: 'cancelStarted' }, { type: 'cancelDone' });
    expect(s).toMatchObject({ asking: true, busy: true, leaving: true });
    expect(run(initialEditState(booking()), { type: 'cancelAsked' }, { type: 'cancelDismissed' }).asking).toBe(false);
  });
});

describe('the times offered', () => {
  test("the guest's own time stays choosable on the booked day, though the venue counts it full", () => {
    const { free } = slotRules(booking(), '2030-01-10');
    expect(free(slot('20:00', { available: false }))).toBe(true);
    expect(free(slot('20:30', { available: false }))).toBe(false);
    expect(slotRules(booking(), '2030-01-11').free(slot('20:00', { available: false }))).toBe(false);
  });

  test("an experience's booking counts that experience's places and waiting list, not a table's", () => {
    const r = booking({ experience: { id: 7 } as Reservation['experience'] });
    const { free, waits } = slotRules(r, '2030-01-11');
    expect(free(slot('20:00', { available: true, experiences: [] }))).toBe(false);
    expect(free(slot('20:00', { available: false, experiences: [7] }))).toBe(true);
    expect(waits(slot('20:00', { waitingList: true }))).toBe(false);
    expect(waits(slot('20:00', { waitingExperiences: [7] }))).toBe(true);
  });
});
