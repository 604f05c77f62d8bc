/**
 * New reservations. Order of checks: payload (400), scope, zone and experience (404), the card
 * rule (409), the bot check (403, spends the challenge), then a savepoint in the transaction that
 * locks the day for a batch of its bookings (booking-batch.ts): it measures the seats as they are
 * now, applies the caps per guest (guest-caps.ts) and writes. With a card guarantee the guest first gets a
 * hold (seats kept for a few minutes, a SetupIntent for the card) and completes it once the
 * card is saved; without one, submit books at once.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { Venue } from '../venues/venue-repository';
import type { ExperienceRow } from '../experiences/experience-repository';
import type { DbOrTx, Tx } from '../../db/tx';
import type { Choice } from './booking-choice';
import { type MeasureOptions, bookableExperience, lockKeysFor, measureChoice, measureChoiceUnlocked, unavailable } from './booking-measure';
import { bookingTransaction } from './booking-lock';
import { batchedBookingTransaction } from './booking-batch';
import { admitBooking } from './booking-admission';
import { seatChanges } from './known-seats';
import {
  AlreadyAnswered,
  type IdempotencyContext,
  RefusedUnlessAnswered,
  type StoredAnswer,
  claimKey,
  forgetKey,
  rememberAnswer,
  storedAnswer,
  storedAnswerSoon,
} from '../idempotency/idempotency';
import type { WireReservation } from './reservation-view';
import { viewOf } from './view-service';
import { resolveScope } from './booking-modules';
import { type ExtraAnswer, checkExtraAnswers, parseExtraFields } from '../experiences/extra-fields';
import { type GuaranteeTerms, guaranteeTerms } from './guarantee';
import { type PaymentTerms, paymentTerms } from './payment';
import { RESERVATION_PAYMENT_KIND, settlePayment } from './payment-service';
import { dueByCard, releaseGiftcardHold } from './giftcard-payment';
import { type GuestPayload, checkGuest, choiceOf, guestColumns } from './guest-input';
import { isChecked } from './payloads';
import { guestCapRefusal } from './guest-cap-check';
import { guestKeys } from './guest-history/guest-keys';
import { recentNoShows } from './guest-history/guest-no-shows';
import { checkVenueZone } from './venue-zone-check';
import { queueReservationEmail } from './reservation-notify';
import { newBookingReminder } from './reminders/reminder-plan';
import { assertVenueCanPay } from '../payments';
import {
  type ReservationRow,
  deleteHold,
  inCardStep,
  findReservationByHash,
  insertReservation,
  lockReservation,
  pruneExpiredHolds,
  updateReservation,
} from './reservation-repository';

export type Outcome = 'confirmed' | 'pending' | 'waiting';

export const DEFAULT_HOLD_MINUTES = 10;
export const DEFAULT_TABLE_MINUTES = 120;

export function durationOf(venue: Venue, experience: ExperienceRow | null): number {
  return experience?.durationMinutes || venue.bookingSettings.tableMinutes || DEFAULT_TABLE_MINUTES;
}

const paymentRequired = () => new ApiError(409, 'PAYMENT_REQUIRED', 'This experience is paid online at booking: hold it first');
const guaranteeRequired = () => new ApiError(409, 'GUARANTEE_REQUIRED', 'This booking needs a card guarantee: hold it first');
/** A guest joining the waiting list finds a place free: it is booked, with its card step (reservation/hold). */
const seatsFreed = () => new ApiError(409, 'SEATS_FREED', 'A place has just freed up at this time: book it through reservation/hold and its card step');

const statusOnBooking = (venue: Venue): 'confirmed' | 'pending' => (venue.bookingSettings.confirmation === 'request' ? 'pending' : 'confirmed');

/**
 * The guarantee and the online payment a choice asks for (null: none), with its experience. With
 * the guest's e-mail and phone, the venue's card rule by history applies too (afterNoShows).
 */
export async function termsOf(
  app: FastifyInstance,
  venue: Venue,
  p: { date: string; time: string; pax: number; experience?: number; email?: string; phonePrefix?: string; phone?: string },
) {
  const experience = await bookableExperience(app.db, venue.id, p.experience ?? null);
  const keys = p.email || p.phone ? guestKeys({ email: p.email ?? '', phonePrefix: p.phonePrefix, phone: p.phone }) : null;
  const noShows = await recentNoShows(app.db, venue, keys, app.clock());
  return { experience, terms: guaranteeTerms(venue.bookingSettings, experience, p, venue.timezone, noShows), payment: paymentTerms(experience, p, venue.timezone) };
}

/** The answers to the experience's extra questions; 400 INVALID_EXTRA_ANSWERS with a code per question. */
export function extraAnswersOf(experience: ExperienceRow | null, raw: string | undefined): ExtraAnswer[] {
  if (!experience) return [];
  const { answers, errors, malformed } = checkExtraAnswers(parseExtraFields(experience.extraFields), raw);
  if (malformed) throw new ApiError(400, 'INVALID_EXTRA_ANSWERS', 'extraAnswers must be a JSON object of answers by question key');
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      'INVALID_EXTRA_ANSWERS',
      `Invalid answers: ${Object.keys(errors).join(', ')}`,
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [`extra.${k}`, v])),
    );
  }
  return answers;
}

export function paymentColumns(payment: PaymentTerms | null) {
  return payment
    ? { paymentType: payment.type, paymentAmount: payment.amount, paymentStatus: 'awaiting' as const, freeCancellationUntil: payment.freeCancellationUntil }
    : {};
}

export function guaranteeColumns(terms: GuaranteeTerms | null) {
  return terms
    ? { guaranteeType: terms.type, guaranteeAmount: terms.amount, freeCancellationUntil: terms.freeCancellationUntil }
    : { guaranteeType: 0, guaranteeAmount: 0, freeCancellationUntil: null };
}

/**
 * Before queueing for the day's lock, and again while queued each time a batch of the day
 * ends (booking-batch.ts): when the seats as committed now already refuse the choice, the
 * refusal is answered without the lock, so a rush spends the lock only on the calls that may
 * book. The seats are read as committed after this check began, in one snapshot
 * (measureChoiceUnlocked): a seat freed before it (a cancellation or a hold run out, on any
 * instance) is seen, and every seat is only ever taken under the lock, so a refusal here is the
 * answer the lock would have given at that instant. What may book (room, or a waiting list to
 * join) is measured again under the lock. The key is read after the seats: a twin of this call that took
 * one of them has its answer stored by then, and that answer is replayed instead. Once more with
 * `underLock`, the transaction of the batch this call is about to join, before any booking of it
 * runs: a rush met by another instance's batch that filled the time is refused from one read.
 */
async function certainRefusal(
  app: FastifyInstance,
  venue: Venue,
  choice: Choice,
  experience: ExperienceRow | null,
  options: MeasureOptions & { askedAt: number },
  waitingListAllowed: boolean,
  idem: IdempotencyContext | null,
  underLock?: Tx,
): Promise<Error | null> {
  const result = await measureChoiceUnlocked(app.db, venue, choice, experience, () => app.clock(), { ...options, underLock, changes: seatChanges(app) });
  if (result.ok || (waitingListAllowed && result.waitingList)) return null;
  // Under the lock, the batch reads the keys of all the refusals it finds in one statement.
  if (underLock) return idem ? new RefusedUnlessAnswered(unavailable(result), idem) : unavailable(result);
  // Without it, a submit's key is looked up once the refusal is thrown (withIdempotency's
  // 'on-error', after the seats were read, as above); a hold looks it up here. Either way the
  // look-ups of refusals answered together share one statement.
  const key = idem?.lookUpOnError ? null : idem;
  const stored = await storedAnswerSoon(app.db, key);
  return stored ? new AlreadyAnswered(stored) : unavailable(result);
}

/**
 * What to throw when the seats refuse a choice: the refusal, unless this call's key was answered
 * already (a twin that took the seat answered first, and its answer is the one to give).
 */
async function refusal(tx: DbOrTx, idem: IdempotencyContext | null, err: ApiError): Promise<Error> {
  const stored = await storedAnswer(tx, idem);
  return stored ? new AlreadyAnswered(stored) : err;
}

/** The guest's form and the client that sent it (visitor-key.ts), for the caps per guest. */
export type GuestInput = GuestPayload & { client: string | null };

export interface SubmitInput extends GuestInput {
  waitingList?: string;
}

export type SubmitAnswer = { status: true; data: { outcome: Outcome; reservation: WireReservation } };

/** Books without a card: confirmed or pending (venue setting), or on the waiting list when asked and allowed. */
export async function submitReservation(app: FastifyInstance, venue: Venue, input: SubmitInput, idem: IdempotencyContext | null = null): Promise<SubmitAnswer> {
  checkGuest(input);
  const askedAt = performance.now();
  const answer = await admitBooking(app, venue.id, input.date, (waitedMs) => submitInTurn(app, venue, input, idem, waitedMs, askedAt));
  app.email.kick();
  return answer;
}

/** The submit once its turn came (booking-admission.ts), after waiting `waitedMs` for it; asked at `askedAt` (performance.now()). */
async function submitInTurn(
  app: FastifyInstance,
  venue: Venue,
  input: SubmitInput,
  idem: IdempotencyContext | null,
  waitedMs: number,
  askedAt: number,
): Promise<SubmitAnswer> {
  const now = app.clock();
  const { scope, module } = await resolveScope(app.db, venue.id, { module: input.module });
  await checkVenueZone(app.db, venue.id, input.zone);
  const { experience, terms, payment } = await termsOf(app, venue, input);
  const wantsWaitingList = isChecked(input.waitingList) && venue.bookingSettings.waitingList;
  // A booking that needs a card is held first; only its waiting list is joined here (the card
  // comes with the offer: waiting-list/offer-card-step.ts).
  const needsCard = payment ? paymentRequired() : terms ? guaranteeRequired() : null;
  if (needsCard && !wantsWaitingList) throw needsCard;
  const extraAnswers = extraAnswersOf(experience, input.extraAnswers);

  const choice = choiceOf(input);
  const measureOptions = { scope: { ...scope, calendarOnly: false } };
  const recheck = (underLock?: Tx) => certainRefusal(app, venue, choice, experience, { ...measureOptions, askedAt }, wantsWaitingList, idem, underLock);
  const refused = await recheck();
  if (refused) throw refused;
  // After the seats: a time already full is refused without the signature's work (what is full
  // the public availability says anyway); what may book is checked before it waits in line.
  const botCheck = app.botCheck.check(input.altcha);
  return batchedBookingTransaction(
    app,
    lockKeysFor(venue.id, [choice.date], experience),
    async (tx) => {
      // The day's locks are held: the seats first, so a refusal costs the fewest statements.
      const result = await measureChoice(tx, venue, choice, experience, now, measureOptions);
      let status: ReservationRow['status'];
      let zoneId = choice.zoneId;
      if (result.ok) {
        // Seats free after all (one freed meanwhile): a booking that needs a card is held, not
        // submitted. The guest who asked for the waiting list is told the place is theirs to book.
        if (needsCard) throw await refusal(tx, idem, wantsWaitingList ? seatsFreed() : needsCard);
        status = statusOnBooking(venue);
        zoneId = result.zoneId;
      } else if (wantsWaitingList && result.waitingList) {
        status = 'waiting';
      } else {
        throw await refusal(tx, idem, unavailable(result));
      }
      const overCap = await guestCapRefusal(tx, venue, input, choice, now);
      if (overCap) throw await refusal(tx, idem, overCap);
      // A twin request with this key (any instance) that answered first is replayed instead.
      await claimKey(tx, idem);
      // Spent only if the booking commits: a BUSY answer leaves the challenge usable.
      await app.botCheck.spend(botCheck, tx);
      const row = await insertReservation(tx, {
        ...guestColumns(input, now, app.texts.offeredBy(venue)),
        ...guaranteeColumns(null),
        extraAnswers,
        venueId: venue.id,
        moduleId: module?.id ?? null,
        experienceId: experience?.id ?? null,
        zoneId,
        date: choice.date,
        time: choice.time,
        pax: choice.pax,
        status,
        durationMinutes: durationOf(venue, experience),
        clientKey: input.client,
        // Planned by the insert, not by an update after it.
        ...newBookingReminder(venue, { status, date: choice.date, time: choice.time }, app.clock()),
      });
      await queueReservationEmail(app, tx, venue, row, status === 'waiting' ? 'waiting' : status, { created: true });
      return rememberAnswer(tx, idem, { status: true as const, data: { outcome: row.status as Outcome, reservation: await viewOf(app, venue, row, tx) } });
    },
    { recheck, idem, nonce: botCheck.challenge.parameters.nonce, waitedMs },
  );
}

export interface HoldResult {
  reservation: ReservationRow;
  clientSecret: string;
  /** setup: save the card (guarantee); payment: pay now (paid experience). */
  mode: 'setup' | 'payment';
  view: WireReservation;
}

/**
 * Keeps the seats for a few minutes and opens the card step: a SetupIntent for off-session use
 * (card guarantee), or a PaymentIntent for the amount to pay now (paid experience).
 */
export async function holdReservation(app: FastifyInstance, venue: Venue, input: GuestInput, idem: IdempotencyContext | null = null): Promise<HoldResult> {
  checkGuest(input);
  assertVenueCanPay(app, venue);
  const now = app.clock();
  const askedAt = performance.now();
  const held = await admitBooking(app, venue.id, input.date, (waitedMs) => holdInTurn(app, venue, input, idem, now, waitedMs, askedAt));
  try {
    return await openCardStep(app, venue, held);
  } catch (err) {
    // No card step, no hold: the seats are free again and the key may be sent again.
    await deleteHold(app.db, venue.id, held.hash, now);
    await forgetKey(app.db, idem);
    throw err;
  }
}

/** The hold's seats once its turn came (booking-admission.ts); the card step follows it. */
async function holdInTurn(
  app: FastifyInstance,
  venue: Venue,
  input: GuestInput,
  idem: IdempotencyContext | null,
  now: Date,
  waitedMs: number,
  askedAt: number,
): Promise<ReservationRow> {
  const { scope, module } = await resolveScope(app.db, venue.id, { module: input.module });
  await checkVenueZone(app.db, venue.id, input.zone);
  const { experience, terms, payment } = await termsOf(app, venue, input);
  if (!terms && !payment) throw new ApiError(409, 'GUARANTEE_NOT_REQUIRED', 'This booking needs no card: submit it');
  const extraAnswers = extraAnswersOf(experience, input.extraAnswers);
  if (!isChecked(input.cancellationPolicy)) {
    throw new ApiError(400, 'INVALID_PAYLOAD', 'Invalid payload: cancellationPolicy', { cancellationPolicy: 'REQUIRED' });
  }

  const botCheck = app.botCheck.check(input.altcha);
  await pruneExpiredHolds(app.db, new Date(now.getTime() - 3_600_000));

  const holdMinutes = venue.bookingSettings.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const choice = choiceOf(input);
  const measureOptions = { scope: { ...scope, calendarOnly: false } };
  const recheck = (underLock?: Tx) => certainRefusal(app, venue, choice, experience, { ...measureOptions, askedAt }, false, idem, underLock);
  const refused = await recheck();
  if (refused) throw refused;
  return batchedBookingTransaction(
    app,
    lockKeysFor(venue.id, [choice.date], experience),
    async (tx) => {
      const result = await measureChoice(tx, venue, choice, experience, now, measureOptions);
      if (!result.ok) throw await refusal(tx, idem, unavailable({ ...result, waitingList: false }));
      const overCap = await guestCapRefusal(tx, venue, input, choice, now);
      if (overCap) throw await refusal(tx, idem, overCap);
      await claimKey(tx, idem);
      await app.botCheck.spend(botCheck, tx);
      const row = await insertReservation(tx, {
        ...guestColumns(input, now, app.texts.offeredBy(venue)),
        ...guaranteeColumns(terms),
        ...paymentColumns(payment),
        extraAnswers,
        cancellationPolicyAcceptedAt: now,
        venueId: venue.id,
        moduleId: module?.id ?? null,
        experienceId: experience?.id ?? null,
        zoneId: result.zoneId,
        date: choice.date,
        time: choice.time,
        pax: choice.pax,
        status: 'held',
        holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
        durationMinutes: durationOf(venue, experience),
        clientKey: input.client,
      });
      // The answer needs the provider's intent, made after the commit: the key keeps the hold it
      // made, and a replay finishes the same card step again (resumeHold).
      await rememberAnswer(tx, idem, { hold: row.hash } satisfies HoldReference);
      return row;
    },
    { recheck, idem, nonce: botCheck.challenge.parameters.nonce, waitedMs },
  );
}

/** What an Idempotency-Key of /reservation/hold stores: the hold it made. */
export interface HoldReference {
  hold: string;
}

/** The same hold answered again for a replayed key: the same intent, by the provider's own key. */
export async function resumeHold(app: FastifyInstance, venue: Venue, stored: StoredAnswer): Promise<HoldResult> {
  const hash = (stored.body as Partial<HoldReference>).hold;
  const row = hash ? await findReservationByHash(app.db, venue.id, hash) : undefined;
  const open = row && (row.status === 'held' || row.status === 'confirmed' || row.status === 'pending');
  if (!row || !open) throw new ApiError(409, 'HOLD_EXPIRED', 'The seats were held for a limited time and have gone');
  return openCardStep(app, venue, row);
}

/**
 * The card step of a hold: a PaymentIntent for the amount to pay now, or a customer and a
 * SetupIntent to save the card. Network calls after the commit (no lock is ever held while the
 * provider answers); the provider's idempotency keys make a second call return the same intent.
 */
export async function openCardStep(app: FastifyInstance, venue: Venue, held: ReservationRow): Promise<HoldResult> {
  const { gateway } = app.payments;
  const key = `reservation:${held.hash}`;
  if (held.paymentType > 0) {
    const intent = await gateway.createPaymentIntent({
      amount: held.paymentAmount,
      currency: venue.currency,
      metadata: { kind: RESERVATION_PAYMENT_KIND, reservation: String(held.id), venue: venue.slug },
      idempotencyKey: `${key}:payment`,
      receiptEmail: held.email,
    });
    const reservation = await updateReservation(app.db, held.id, { paymentIntentId: intent.id });
    return { reservation, clientSecret: intent.clientSecret, mode: 'payment', view: await viewOf(app, venue, reservation) };
  }
  const customer = await gateway.createCustomer({
    email: held.email,
    name: `${held.firstName} ${held.lastName}`,
    metadata: { venue: venue.slug },
    idempotencyKey: `${key}:customer`,
  });
  const setup = await gateway.createSetupIntent({
    customer: customer.id,
    metadata: { kind: 'reservation-guarantee', reservation: String(held.id), venue: venue.slug },
    idempotencyKey: `${key}:setup`,
  });
  const reservation = await updateReservation(app.db, held.id, { paymentCustomerId: customer.id, setupIntentId: setup.id });
  return { reservation, clientSecret: setup.clientSecret, mode: 'setup', view: await viewOf(app, venue, reservation) };
}

/** The guest left the card step: the seats are free again at once. */
export async function releaseHold(app: FastifyInstance, venue: Venue, hash: string): Promise<boolean> {
  // A gift card part goes back to the card at once (the hold is expired in the same transaction).
  await releaseGiftcardHold(app, venue, hash);
  return deleteHold(app.db, venue.id, hash, app.clock());
}

export interface CompleteAnswer {
  status: true;
  data: { outcome: Outcome; reservation: WireReservation };
}

/**
 * Completes a hold once the card is saved, or once it is paid (the payment confirmation):
 * confirmed or pending, with the terms accepted at hold. The Idempotency-Key and the answer are
 * stored in the transaction that completes it (or, completed before, in one of their own).
 */
export async function completeHold(app: FastifyInstance, venue: Venue, hash: string, idem: IdempotencyContext | null = null): Promise<CompleteAnswer> {
  const found = await findReservationByHash(app.db, venue.id, hash);
  if (!found) throw new ApiError(404, 'RESERVATION_NOT_FOUND', 'No such reservation (or the hold was released)');
  const answerOf = async (row: ReservationRow, tx: DbOrTx): Promise<CompleteAnswer> => ({
    status: true,
    data: { outcome: row.status as Outcome, reservation: await viewOf(app, venue, row, tx) },
  });
  const completed = (row: ReservationRow) => row.status === 'confirmed' || row.status === 'pending';
  // A second click after success answers the same outcome.
  if (completed(found)) {
    return app.db.transaction(async (tx) => {
      await claimKey(tx, idem);
      return rememberAnswer(tx, idem, await answerOf(found, tx));
    });
  }
  if (found.paymentIssue === 'PAID_AFTER_HOLD_EXPIRED') throw holdExpiredRefunded();
  if (!inCardStep(found.status)) throw new ApiError(409, 'RESERVATION_CLOSED', `The reservation is ${found.status}`);

  if (found.paymentType > 0 && found.giftcardId && dueByCard(found) === 0) {
    // A gift card pays all of it (reservation/giftcard settled it, or settles it now).
    const settled = await settlePayment(app, found.id, 'giftcard', { idem, answer: (tx, row) => answerOf(row, tx) });
    if (settled.outcome === 'refunded') throw holdExpiredRefunded();
    if (!settled.answer) throw new ApiError(409, 'RESERVATION_CLOSED', 'The reservation is closed');
    return settled.answer;
  }

  if (found.paymentIntentId) {
    // Paid experience: the provider says whether it is paid; the event may have settled it already.
    const intent = await app.payments.gateway.retrievePaymentIntent(found.paymentIntentId);
    if (!intent || intent.status !== 'succeeded') throw new ApiError(409, 'PAYMENT_NOT_DONE', 'The payment has not succeeded yet');
    const settled = await settlePayment(app, found.id, intent, { idem, answer: (tx, row) => answerOf(row, tx) });
    if (settled.outcome === 'refunded') throw holdExpiredRefunded();
    if (!settled.answer) throw new ApiError(409, 'RESERVATION_CLOSED', 'The reservation is closed');
    return settled.answer;
  }

  const setup = found.setupIntentId ? await app.payments.gateway.retrieveSetupIntent(found.setupIntentId) : null;
  if (!setup || setup.status !== 'succeeded' || !setup.paymentMethod) {
    throw new ApiError(409, 'CARD_NOT_SAVED', 'The card has not been saved yet');
  }
  const now = app.clock();
  const experience = await bookableExperience(app.db, venue.id, found.experienceId);

  const answer = await bookingTransaction(app, lockKeysFor(venue.id, [found.date], experience), async (tx) => {
    await claimKey(tx, idem);
    const row = await lockReservation(tx, found.id);
    // Completed meanwhile (the same click twice, another tab): the same outcome.
    if (row && completed(row)) return rememberAnswer(tx, idem, await answerOf(row, tx));
    if (!row || !inCardStep(row.status)) throw new ApiError(409, 'RESERVATION_CLOSED', 'The hold is gone');
    if (!row.holdExpiresAt || row.holdExpiresAt.getTime() <= now.getTime()) {
      // Expired: it holds nothing any more; it stands only if the seats are still free.
      const again = await measureChoice(
        tx,
        venue,
        choiceOf({ ...row, time: row.time.slice(0, 5), zone: row.zoneId ?? undefined, experience: row.experienceId ?? undefined }),
        experience,
        now,
        {
          excludeReservationId: row.id,
        },
      );
      if (!again.ok) throw new ApiError(409, 'HOLD_EXPIRED', 'The seats were held for a limited time and have gone');
    }
    const status = statusOnBooking(venue);
    const updated = await updateReservation(tx, row.id, {
      status,
      holdExpiresAt: null,
      paymentMethodId: setup.paymentMethod,
      paymentCustomerId: setup.customer ?? row.paymentCustomerId,
    });
    await queueReservationEmail(app, tx, venue, updated, status, { from: row.status });
    return rememberAnswer(tx, idem, await answerOf(updated, tx));
  });
  app.email.kick();
  return answer;
}

const holdExpiredRefunded = () =>
  new ApiError(409, 'HOLD_EXPIRED_REFUNDED', 'The seats were held for a limited time and had gone when the payment arrived: it has been refunded in full');
