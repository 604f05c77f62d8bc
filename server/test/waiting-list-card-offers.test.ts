/**
 * The waiting list of bookings that need a card (reservations/waiting-list/offer-card-step.ts):
 * a guest joins the list of a full prepaid or card-guaranteed experience with no card; the offer
 * carries what confirming costs; confirming it asks the cancellation policy and opens the card
 * step on the offer itself, and reservation/complete makes the booking. Before the card is
 * through nothing is booked, and an offer whose card step runs out passes on as any offer. A gift
 * card pays in the card step as in a hold's, and its part goes back when the step runs out.
 */
import { eq } from 'drizzle-orm';
import { experiences, reservations } from '../src/db/schema';
import { book, call, saveDemoCard } from './support/booking';
import { cardOf, makeCard } from './support/giftcard-booking';
import { type TestApp, NOW, createTestApp } from './support/test-app';
import { movableClock } from './support/movable-clock';

const clock = movableClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.reset();
  t.mailer.sent.length = 0;
});

const rowOf = async (hash: string) => (await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;
async function experienceId(hash: string): Promise<number> {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  return data.elenco.find((e: { hash: string }) => e.hash === hash).id;
}
const setStock = async (id: number, stock: number) => t.db.update(experiences).set({ stock, soldoutEnabled: true }).where(eq(experiences.id, id));
/** A hold whose card step is done with the demo card (paid, or saved as a guarantee) and completed: the booking's hash. */
async function bookWithCard(form: Record<string, string | number>, email: string): Promise<string> {
  const hold = (await book(t.app, 'hold', { ...form, cancellationPolicy: '1', email })).json().data;
  expect((await saveDemoCard(t.app, hold.clientSecret)).statusCode).toBe(200);
  expect((await call(t.app, '/reservation/complete', { hash: hold.hash })).json().data.outcome).toBe('confirmed');
  return hold.hash;
}
/** Two places left of an experience's stock, whatever the tests before booked (it counts every date). */
async function leaveTwoPlaces(id: number): Promise<void> {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  await setStock(id, data.elenco.find((e: { id: number }) => e.id === id).esperienzePrenotate + 2);
}
const subjectsTo = async (to: string) => {
  await t.app.email.drain();
  return t.mailer.sent.filter((m) => m.to === to);
};

test('a prepaid experience: the waiting guest pays when confirming the offer, and only then is booked', async () => {
  const harvest = await experienceId('aurora-vendemmia');
  await setStock(harvest, 2);
  const form = { date: '2026-06-20', time: '09:00', pax: 2, experience: harvest, extraAnswers: JSON.stringify({ breakfast: 'vegetarian' }), language: 'en' };
  // The two places, paid.
  const first = await bookWithCard(form, 'first@example.com');
  // Full: submitting without the waiting list still asks for the payment; with it, the guest waits with no card.
  expect((await book(t.app, 'submit', { ...form, email: 'late@example.com' })).json().error.code).toBe('PAYMENT_REQUIRED');
  const waiting = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'late@example.com' })).json().data;
  expect(waiting.outcome).toBe('waiting');

  // The first guest cancels in time: the places are offered, with what confirming costs.
  await call(t.app, '/reservation/cancel', { hash: first });
  expect(await rowOf(waiting.reservation.hash)).toMatchObject({ status: 'offered', paymentType: 1, paymentAmount: 19000, paymentStatus: 'awaiting' });
  const offer = (await subjectsTo('late@example.com')).find((m) => m.subject.startsWith('A place is free for you'))!;
  expect(offer.text).toContain('To confirm it, you pay €190.00 online.');

  // Confirming asks the cancellation policy, then opens the payment: nothing is booked yet.
  const noPolicy = await call(t.app, '/reservation/offer/accept', { hash: waiting.reservation.hash });
  expect([noPolicy.statusCode, noPolicy.json().error.fields]).toEqual([400, { cancellationPolicy: 'REQUIRED' }]);
  const step = (await call(t.app, '/reservation/offer/accept', { hash: waiting.reservation.hash, cancellationPolicy: '1' })).json().data;
  expect(step).toMatchObject({ status: 'offered', cardStep: { mode: 'payment', clientSecret: expect.any(String) } });
  // A second tap: the same payment.
  const again = (await call(t.app, '/reservation/offer/accept', { hash: waiting.reservation.hash, cancellationPolicy: '1' })).json().data;
  expect(again.cardStep.clientSecret).toBe(step.cardStep.clientSecret);
  expect((await call(t.app, '/reservation/complete', { hash: waiting.reservation.hash })).json().error.code).toBe('PAYMENT_NOT_DONE');

  expect((await saveDemoCard(t.app, step.cardStep.clientSecret)).statusCode).toBe(200);
  const done = (await call(t.app, '/reservation/complete', { hash: waiting.reservation.hash })).json().data;
  expect(done).toMatchObject({ outcome: 'confirmed', reservation: { status: 'confirmed', payment: { status: 'paid', amount: 19000 } } });
  expect(await rowOf(waiting.reservation.hash)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
  expect((await subjectsTo('late@example.com')).map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/confirmed/i)]));
});

test('a guest asking for the waiting list when a place has just freed up is told to book it: nothing is written', async () => {
  const harvest = await experienceId('aurora-vendemmia');
  // One booking a morning: the slot is full with one party (the stock is not what runs out).
  await setStock(harvest, 100);
  await t.db.update(experiences).set({ maxReservationsPerSlot: 1 }).where(eq(experiences.id, harvest));
  const form = { date: '2026-06-27', time: '09:00', pax: 2, experience: harvest, extraAnswers: JSON.stringify({ breakfast: 'classic' }), language: 'en' };
  const first = await bookWithCard(form, 'freed.first@example.com');
  // The guest saw the experience full; the places free up before they send the waiting-list form.
  const quote = () => call(t.app, '/reservation/quote', { date: form.date, time: form.time, pax: 2, experience: harvest });
  expect((await quote()).json().data.outcome).toBe('waiting');
  await call(t.app, '/reservation/cancel', { hash: first });
  const late = await book(t.app, 'submit', { ...form, waitingList: '1', email: 'freed.late@example.com' });
  expect([late.statusCode, late.json().error.code]).toEqual([409, 'SEATS_FREED']);
  expect(await t.db.select().from(reservations).where(eq(reservations.email, 'freed.late@example.com'))).toEqual([]);
  // Booked the way the answer says: held, paid, confirmed.
  await bookWithCard(form, 'freed.late@example.com');
  await t.db.update(experiences).set({ maxReservationsPerSlot: 0 }).where(eq(experiences.id, harvest));
});

test('a card-guaranteed experience: the waiting guest saves a card when confirming; a card step that runs out passes on', async () => {
  const tour = await experienceId('aurora-tour-con-pranzo');
  await setStock(tour, 4);
  const form = { date: '2026-06-03', time: '12:30', pax: 2, experience: tour, language: 'en' };
  const held: string[] = [];
  for (const email of ['a@example.com', 'b@example.com']) {
    held.push(await bookWithCard(form, email));
  }
  const first = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'wait1@example.com' })).json().data.reservation.hash;
  const second = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'wait2@example.com' })).json().data.reservation.hash;

  await call(t.app, '/reservation/cancel', { hash: held[0]! });
  expect(await rowOf(first)).toMatchObject({ status: 'offered', guaranteeType: 2, guaranteeAmount: 4000 });
  expect((await subjectsTo('wait1@example.com')).find((m) => m.subject.startsWith('A place'))!.text).toContain('To confirm it, you save a card as a guarantee');

  // The first opens the card step and leaves it: once the offer (and the step) run out, the second is offered.
  const step = (await call(t.app, '/reservation/offer/accept', { hash: first, cancellationPolicy: '1' })).json().data;
  expect(step.cardStep).toMatchObject({ mode: 'setup' });
  clock.advance(31 * 60_000);
  await t.app.bookingDeadlines.runDue();
  expect((await rowOf(first)).status).toBe('cancelled');
  expect((await rowOf(second)).status).toBe('offered');
  expect((await call(t.app, '/reservation/complete', { hash: first })).json().error.code).toBe('RESERVATION_CLOSED');

  const secondStep = (await call(t.app, '/reservation/offer/accept', { hash: second, cancellationPolicy: '1' })).json().data.cardStep;
  expect((await saveDemoCard(t.app, secondStep.clientSecret)).statusCode).toBe(200);
  const done = (await call(t.app, '/reservation/complete', { hash: second })).json().data;
  expect(done).toMatchObject({ outcome: 'confirmed', reservation: { guarantee: { type: 2, amount: 4000, cardSaved: true } } });
});

test('a gift card pays in an offer’s card step: not before the terms; its part back when the step runs out; a card covering all confirms the offer at once', async () => {
  const harvest = await experienceId('aurora-vendemmia');
  await setStock(harvest, 100);
  await t.db.update(experiences).set({ maxReservationsPerSlot: 1 }).where(eq(experiences.id, harvest));
  const form = { date: '2026-07-04', time: '09:00', pax: 2, experience: harvest, extraAnswers: JSON.stringify({ breakfast: 'classic' }), language: 'en' };
  const booked = await bookWithCard(form, 'gift.booked@example.com');
  const first = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'gift.wait1@example.com' })).json().data.reservation.hash;
  const second = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'gift.wait2@example.com' })).json().data.reservation.hash;
  const partCard = await makeCard(t.db, { balance: 5000 });
  const wholeCard = await makeCard(t.db, { balance: 25000 });
  const apply = (hash: string, code: string) => call(t.app, '/reservation/giftcard', { hash, code });

  await call(t.app, '/reservation/cancel', { hash: booked });
  expect((await rowOf(first)).status).toBe('offered');
  // Before the terms are accepted (the card step not open), no gift card.
  expect((await apply(first, partCard.code)).json().error.code).toBe('GIFTCARD_NOT_APPLICABLE');
  await call(t.app, '/reservation/offer/accept', { hash: first, cancellationPolicy: '1' });
  expect((await apply(first, partCard.code)).json().data).toMatchObject({ dueByCard: 14000, outcome: null, giftcard: { amount: 5000, balance: 0 } });
  // The guest goes no further: the step runs out, the card is whole again, the next guest is offered.
  clock.advance(31 * 60_000);
  await t.app.bookingDeadlines.runDue();
  expect(await rowOf(first)).toMatchObject({ status: 'cancelled', closedReason: 'offer_expired' });
  expect(await cardOf(t.db, partCard.id)).toMatchObject({ balance: 5000, status: 'active' });
  expect((await rowOf(second)).status).toBe('offered');

  // The next guest's card covers everything: the offer is the booking, with no card payment.
  await call(t.app, '/reservation/offer/accept', { hash: second, cancellationPolicy: '1' });
  expect((await apply(second, wholeCard.code)).json().data).toMatchObject({ dueByCard: 0, outcome: 'confirmed', giftcard: { amount: 19000, balance: 6000 } });
  expect(await rowOf(second)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', giftcardAmount: 19000 });
  await t.db.update(experiences).set({ maxReservationsPerSlot: 0 }).where(eq(experiences.id, harvest));
});

test('an experience’s stock freed on one date is offered to a guest waiting on another, at the dispatcher’s next run', async () => {
  const harvest = await experienceId('aurora-vendemmia');
  await leaveTwoPlaces(harvest);
  const saturday = { date: '2026-07-11', time: '09:00', pax: 2, experience: harvest, extraAnswers: JSON.stringify({ breakfast: 'classic' }), language: 'en' };
  const sunday = { ...saturday, date: '2026-07-12' };
  const booked = await bookWithCard(saturday, 'stock.sat@example.com');
  // The last two places went on Saturday: Sunday takes names only.
  const waiting = (await book(t.app, 'submit', { ...sunday, waitingList: '1', email: 'stock.sun@example.com' })).json().data;
  expect(waiting.outcome).toBe('waiting');

  await call(t.app, '/reservation/cancel', { hash: booked });
  await t.app.bookingDeadlines.runDue();
  expect(await rowOf(waiting.reservation.hash)).toMatchObject({ status: 'offered', paymentAmount: 19000, paymentStatus: 'awaiting' });
  expect((await subjectsTo('stock.sun@example.com')).map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^A place is free for you/)]));
  // Another sweep offers nothing twice.
  await t.app.bookingDeadlines.runDue();
  expect((await subjectsTo('stock.sun@example.com')).filter((m) => m.subject.startsWith('A place is free')).length).toBe(1);
});

test('an offer cancelled from its link after a gift card paid part: the card is whole again, and the page tells the guest left the list', async () => {
  const harvest = await experienceId('aurora-vendemmia');
  await leaveTwoPlaces(harvest);
  const form = { date: '2026-07-18', time: '09:00', pax: 2, experience: harvest, extraAnswers: JSON.stringify({ breakfast: 'classic' }), language: 'en' };
  const booked = await bookWithCard(form, 'leave.booked@example.com');
  const offered = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'leave.offered@example.com' })).json().data.reservation.hash;
  const next = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'leave.next@example.com' })).json().data.reservation.hash;
  const last = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'leave.last@example.com' })).json().data.reservation.hash;
  await call(t.app, '/reservation/cancel', { hash: booked });
  expect((await rowOf(offered)).status).toBe('offered');
  await call(t.app, '/reservation/offer/accept', { hash: offered, cancellationPolicy: '1' });
  const card = await makeCard(t.db, { balance: 5000 });
  expect((await call(t.app, '/reservation/giftcard', { hash: offered, code: card.code })).json().data).toMatchObject({ dueByCard: 14000 });
  expect(await cardOf(t.db, card.id)).toMatchObject({ balance: 0 });

  // "Cancel" on the offer's page rather than "I no longer need it": the same for the card and the line.
  const cancelled = (await call(t.app, '/reservation/cancel', { hash: offered })).json().data;
  expect(cancelled).toMatchObject({ status: 'cancelled', closedReason: 'offer_declined' });
  expect(await cardOf(t.db, card.id)).toMatchObject({ balance: 5000, status: 'active' });
  expect((await rowOf(next)).status).toBe('offered');
  // A waiting guest who leaves the list is told so, not that a booking was cancelled.
  expect((await rowOf(last)).status).toBe('waiting');
  expect((await call(t.app, '/reservation/cancel', { hash: last })).json().data).toMatchObject({ status: 'cancelled', closedReason: 'left_list' });
  // Each is told they left the list, not that a booking was cancelled.
  for (const to of ['leave.offered@example.com', 'leave.last@example.com']) {
    const subjects = (await subjectsTo(to)).map((m) => m.subject);
    expect(subjects).toContain('You left the waiting list – Cantina Aurora');
    expect(subjects.filter((s) => s.startsWith('Reservation cancelled'))).toEqual([]);
  }
  expect((await rowOf(next)).status).toBe('offered');
});

test('an offer’s card step ends when the offer e-mail said: repeated taps never move it, and past it the place passes on', async () => {
  const tour = await experienceId('aurora-tour-con-pranzo');
  const form = { date: '2026-07-25', time: '12:30', pax: 2, experience: tour, language: 'en' };
  await leaveTwoPlaces(tour);
  const booked = await bookWithCard(form, 'fixed.booked@example.com');
  const offered = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'fixed.offered@example.com' })).json().data.reservation.hash;
  const next = (await book(t.app, 'submit', { ...form, waitingList: '1', email: 'fixed.next@example.com' })).json().data.reservation.hash;
  await call(t.app, '/reservation/cancel', { hash: booked });
  const deadline = (await rowOf(offered)).holdExpiresAt!.toISOString();
  const accept = () => call(t.app, '/reservation/offer/accept', { hash: offered, cancellationPolicy: '1' });
  const shownDeadline = async () => (await call(t.app, '/reservation/get', { hash: offered })).json().data.holdExpiresAt;

  // Tapped again and again, the last time two minutes before the end: the deadline stays the e-mail's.
  for (const minutes of [1, 15, 13]) {
    clock.advance(minutes * 60_000);
    expect((await accept()).json().data.cardStep.expiresAt).toBe(deadline);
    expect(await shownDeadline()).toBe(deadline);
  }
  // Past it, a tap opens nothing; the sweep passes the place on to the next guest.
  clock.advance(2 * 60_000);
  const late = await accept();
  expect([late.statusCode, late.json().error.code]).toEqual([409, 'OFFER_EXPIRED']);
  await t.app.bookingDeadlines.runDue();
  expect(await rowOf(offered)).toMatchObject({ status: 'cancelled', closedReason: 'offer_expired' });
  expect((await rowOf(next)).status).toBe('offered');
});
