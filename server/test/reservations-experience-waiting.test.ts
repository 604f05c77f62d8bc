/**
 * Waiting lists for experiences: a full experience time (maxPrenotazioni) takes names where the
 * venue keeps a waiting list; the day and month calls say so; a freed place goes to the first
 * waiting party that fits, as an offer it confirms or lets go. Experiences paid online or
 * card-guaranteed never wait.
 */
import { eq } from 'drizzle-orm';
import { experiences, reservations } from '../src/db/schema';
import { book, call } from './support/booking';
import { type TestApp, NOW, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

const WEDNESDAY = '2026-06-03';

async function experienceId(hash: string): Promise<number> {
  const { data } = (await call(t.app, '/experience/getexperiencelist', {})).json();
  return data.elenco.find((e: { hash: string }) => e.hash === hash).id;
}

const rowOf = async (hash: string) => (await t.db.select().from(reservations).where(eq(reservations.hash, hash)))[0]!;

test('a full tasting time takes names; a cancellation offers the place to the first waiting party that fits, and on to the next when declined', async () => {
  const tasting = await experienceId('aurora-degustazione-classica');
  const booked: string[] = [];
  // The classic tasting takes four reservations per time.
  for (let i = 0; i < 4; i++) {
    const res = await book(t.app, 'submit', { date: WEDNESDAY, time: '10:30', pax: 2, experience: tasting, email: `taster${i}@example.com` });
    expect(res.json().data.outcome).toBe('confirmed');
    booked.push(res.json().data.reservation.hash);
  }

  const day = (await call(t.app, '/experience/getesperienzeday', { day: WEDNESDAY, pax: 2 })).json().data;
  const slot = day.slots.find((s: { time: string }) => s.time === '10:30');
  expect(slot.experiences).not.toContain(tasting);
  expect(slot.waitingExperiences).toContain(tasting);
  expect(day.waitingList).toBe(true);
  // A direct link to the tasting: the day is full, with a waiting list.
  const month = (await call(t.app, '/experience/getesperienzemonth', { month: 6, year: 2026, pax: 2, experience: tasting })).json().data;
  expect(month.days.find((d: { date: string }) => d.date === WEDNESDAY)).toMatchObject({ waitingList: true });

  expect((await call(t.app, '/reservation/quote', { date: WEDNESDAY, time: '10:30', pax: 2, experience: tasting })).json().data.outcome).toBe('waiting');
  const refused = await book(t.app, 'submit', { date: WEDNESDAY, time: '10:30', pax: 2, experience: tasting });
  expect(refused.json().error).toMatchObject({ code: 'SOLD_OUT', details: { waitingList: true } });

  const first = (await book(t.app, 'submit', { date: WEDNESDAY, time: '10:30', pax: 3, experience: tasting, waitingList: '1', email: 'wait1@example.com' })).json().data;
  const second = (await book(t.app, 'submit', { date: WEDNESDAY, time: '10:30', pax: 2, experience: tasting, waitingList: '1', email: 'wait2@example.com' })).json().data;
  expect([first.outcome, second.outcome]).toEqual(['waiting', 'waiting']);
  expect(first.reservation.experience.id).toBe(tasting);

  // One place frees: the first in line is offered it (a larger party, it fits: the limit counts reservations).
  await call(t.app, '/reservation/cancel', { hash: booked[0]! });
  expect((await rowOf(first.reservation.hash)).status).toBe('offered');
  expect((await rowOf(second.reservation.hash)).status).toBe('waiting');
  await t.app.email.drain();
  expect(t.mailer.sent.filter((m) => m.to === 'wait1@example.com').map((m) => m.subject)).toEqual([
    'Sei in lista d’attesa – Cantina Aurora',
    'Si è liberato un posto per te – Cantina Aurora',
  ]);
  // The first lets it go: the offer passes to the second, who takes it.
  expect((await call(t.app, '/reservation/offer/decline', { hash: first.reservation.hash })).json().data).toMatchObject({
    status: 'cancelled',
    closedReason: 'offer_declined',
  });
  expect((await rowOf(second.reservation.hash)).status).toBe('offered');
  expect((await call(t.app, '/reservation/offer/accept', { hash: second.reservation.hash })).json().data.status).toBe('confirmed');
  await t.app.email.drain();
  expect(t.mailer.sent.filter((m) => m.to === 'wait2@example.com').map((m) => m.subject)).toEqual([
    'Sei in lista d’attesa – Cantina Aurora',
    'Si è liberato un posto per te – Cantina Aurora',
    'Si è liberato un posto – Cantina Aurora',
  ]);
  // The time is full again: a new guest waits.
  expect((await call(t.app, '/reservation/quote', { date: WEDNESDAY, time: '10:30', pax: 2, experience: tasting })).json().data.outcome).toBe('waiting');
});

test('an experience paid online takes a waiting list too: joined with no card (the card comes with the offer)', async () => {
  const harvest = await experienceId('aurora-vendemmia');
  await t.db.update(experiences).set({ maxReservationsPerSlot: 1 }).where(eq(experiences.id, harvest));
  try {
    const hold = await book(t.app, 'hold', {
      date: '2026-06-20',
      time: '09:00',
      pax: 2,
      experience: harvest,
      cancellationPolicy: '1',
      extraAnswers: JSON.stringify({ breakfast: 'classic' }),
    });
    expect(hold.statusCode).toBe(200);
    const slot = (await call(t.app, '/experience/getesperienzeday', { day: '2026-06-20', pax: 2 })).json().data.slots.find((s: { time: string }) => s.time === '09:00');
    expect(slot.experiences).not.toContain(harvest);
    expect(slot.waitingExperiences).toContain(harvest);
    const quote = (await call(t.app, '/reservation/quote', { date: '2026-06-20', time: '09:00', pax: 2, experience: harvest })).json().data;
    expect(quote).toMatchObject({ outcome: 'waiting', payment: { amount: 19000 } });
    const form = {
      date: '2026-06-20',
      time: '09:00',
      pax: 2,
      experience: harvest,
      extraAnswers: JSON.stringify({ breakfast: 'classic' }),
      email: 'harvest-wait@example.com',
    };
    expect((await book(t.app, 'submit', form)).json().error.code).toBe('PAYMENT_REQUIRED');
    const waiting = (await book(t.app, 'submit', { ...form, waitingList: '1' })).json().data;
    expect(waiting).toMatchObject({ outcome: 'waiting', reservation: { status: 'waiting', payment: null } });
  } finally {
    await t.db.update(experiences).set({ maxReservationsPerSlot: 0 }).where(eq(experiences.id, harvest));
  }
});
