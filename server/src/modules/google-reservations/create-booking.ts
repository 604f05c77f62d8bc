/**
 * CreateBooking: books a slot for a Google user under the same rules, locks and limits as a
 * booking from the page (booking-lock.ts: the day's lock; booking-measure.ts: the seats as they
 * are under it; guest-cap-check.ts: the caps per guest), with no bot check (Google's call is
 * authenticated) and never onto the waiting list. The idempotency_token keeps the answer, a
 * refusal too, in the idempotency table (any instance, 24 hours): a retry gets the same answer,
 * and two calls with one token at once wait for each other on the token's lock.
 */
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tx';
import { AlreadyAnswered, type IdempotencyContext, type StoredAnswer, claimKey, rememberAnswer, storedAnswer } from '../idempotency/idempotency';
import { batchedBookingTransaction } from '../reservations/booking-batch';
import { admitBooking } from '../reservations/booking-admission';
import { seatChanges } from '../reservations/known-seats';
import { lockKeysFor, measureChoice, measureChoiceUnlocked } from '../reservations/booking-measure';
import { durationOf } from '../reservations/booking-service';
import { guestCapRefusal } from '../reservations/guest-cap-check';
import { newReservationHash } from '../reservations/guest-input';
import { queueReservationEmail } from '../reservations/reservation-notify';
import { newBookingReminder } from '../reservations/reminders/reminder-plan';
import { insertReservation } from '../reservations/reservation-repository';
import type { Venue } from '../venues/venue-repository';
import { wireBooking } from './booking-wire';
import { GoogleError } from './google-errors';
import { userHoldsSlot } from './google-repository';
import { asGoogleCall } from './google-origin';
import { bookableWithoutCard, listServices } from './services';
import { type BookingFailure, type FailureCause, type WireBooking, field, invalid, objectOf, phoneParts, slotChoiceOf, stringField } from './wire';

export interface CreateBookingAnswer {
  booking?: WireBooking;
  booking_failure?: BookingFailure;
}

/** A business refusal: answered (and kept for the token) as a BookingFailure. */
class Refusal extends Error {
  constructor(readonly failure: BookingFailure) {
    super(failure.cause);
  }
}

const refused = (cause: FailureCause, description: string) => new Refusal({ cause, description });

interface GoogleUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phonePrefix: string;
  phone: string;
}

function userOf(raw: unknown): GoogleUser {
  const o = objectOf(raw, 'user_information');
  const email = stringField(o, 'email');
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw invalid('user_information.email must be an e-mail address');
  return {
    userId: stringField(o, 'user_id', false),
    firstName: stringField(o, 'given_name').slice(0, 100),
    lastName: stringField(o, 'family_name', false).slice(0, 100),
    email: email.slice(0, 320),
    ...phoneParts(stringField(o, 'telephone', false)),
  };
}

/**
 * The answer is kept as its JSON text (in a jsonb object: a bare jsonb string is parsed twice on
 * the way back): a jsonb object comes back with its keys reordered, and a retry must get the very
 * bytes of the first answer.
 */
async function kept(tx: Tx, idem: IdempotencyContext, answer: CreateBookingAnswer): Promise<CreateBookingAnswer> {
  await rememberAnswer(tx, idem, { json: JSON.stringify(answer) });
  return answer;
}

const replayed = (stored: StoredAnswer): CreateBookingAnswer => JSON.parse((stored.body as { json: string }).json) as CreateBookingAnswer;

/** The refusal, unless a twin call with this token answered first: then its answer. */
async function refusalOr(tx: Parameters<typeof storedAnswer>[0], idem: IdempotencyContext, refusal: Refusal): Promise<Error> {
  const stored = await storedAnswer(tx, idem);
  return stored ? new AlreadyAnswered(stored) : refusal;
}

/** A refusal is kept for the token like a booking: the retry of a refused call is refused alike. */
async function keepRefusal(app: FastifyInstance, idem: IdempotencyContext, failure: BookingFailure): Promise<CreateBookingAnswer> {
  try {
    return await app.db.transaction(async (tx: Tx) => {
      await claimKey(tx, idem);
      return kept(tx, idem, { booking_failure: failure });
    });
  } catch (err) {
    if (err instanceof AlreadyAnswered) return replayed(err.answer);
    throw err;
  }
}

export async function createBooking(app: FastifyInstance, venue: Venue, merchantId: string, body: unknown): Promise<CreateBookingAnswer> {
  const request = objectOf(body, 'request');
  const token = stringField(request, 'idempotency_token');
  // One token, one answer: whatever the retry carries, the first call's answer is the one given.
  const idem: IdempotencyContext = { venueId: venue.id, key: `google:create:${token}`, fingerprint: 'google:create' };
  const stored = await storedAnswer(app.db, idem);
  if (stored) return replayed(stored);

  const rawSlot = objectOf(field(request, 'slot'), 'slot');
  if (stringField(rawSlot, 'merchant_id') !== merchantId) throw new GoogleError(404, 'NOT_FOUND', 'Unknown merchant_id');
  const slot = slotChoiceOf(rawSlot, venue.timezone, 'resources');
  const user = userOf(field(request, 'user_information'));

  try {
    // Google made it: Google is not told of it again (google-origin.ts).
    const askedAt = performance.now();
    return await asGoogleCall(() => admitBooking(app, venue.id, slot.date, (waitedMs) => book(app, venue, merchantId, idem, slot, user, { waitedMs, askedAt })));
  } catch (err) {
    if (err instanceof AlreadyAnswered) return replayed(err.answer);
    if (err instanceof Refusal) return keepRefusal(app, idem, err.failure);
    throw err;
  }
}

async function book(
  app: FastifyInstance,
  venue: Venue,
  merchantId: string,
  idem: IdempotencyContext,
  slot: ReturnType<typeof slotChoiceOf>,
  user: GoogleUser,
  /** How long it waited for its turn (booking-admission.ts), and when it was asked (performance.now()). */
  { waitedMs, askedAt }: { waitedMs: number; askedAt: number },
): Promise<CreateBookingAnswer> {
  const service = (await listServices(app.db, venue)).find((s) => s.id === slot.serviceId);
  if (!service || !bookableWithoutCard(venue, service, slot)) throw refused('SLOT_UNAVAILABLE', 'This service is not bookable here for this party');
  const experience = service.experience;
  const choice = { date: slot.date, time: slot.time, pax: slot.pax, zoneId: null, experienceId: experience?.id ?? null };
  const now = app.clock();

  // Refused without the day's lock when the committed seats already refuse it (booking-service.ts
  // certainRefusal): a rush for a full slot costs shared reads, not one locked transaction each.
  const recheck = async (underLock?: Tx): Promise<Error | null> => {
    const result = await measureChoiceUnlocked(app.db, venue, choice, experience, () => app.clock(), { underLock, changes: seatChanges(app), askedAt });
    return result.ok ? null : refusalOr(underLock ?? app.db, idem, refused('SLOT_UNAVAILABLE', 'The slot is no longer available'));
  };
  const early = await recheck();
  if (early) throw early;

  const answer = await batchedBookingTransaction(
    app,
    lockKeysFor(venue.id, [choice.date], experience),
    async (tx) => {
      if (user.userId && (await userHoldsSlot(tx, venue.id, user.userId, choice.date, choice.time))) {
        throw await refusalOr(tx, idem, refused('SLOT_ALREADY_BOOKED_BY_USER', 'This user already holds a booking at this time'));
      }
      const result = await measureChoice(tx, venue, choice, experience, now);
      if (!result.ok) throw await refusalOr(tx, idem, refused('SLOT_UNAVAILABLE', 'The slot is no longer available'));
      const overCap = await guestCapRefusal(tx, venue, { email: user.email, client: null }, choice, now);
      if (overCap) throw await refusalOr(tx, idem, refused('USER_OVER_BOOKING_LIMIT', 'This guest holds as many bookings that day as the venue takes'));
      await claimKey(tx, idem);
      const status = venue.bookingSettings.confirmation === 'request' ? 'pending' : 'confirmed';
      const row = await insertReservation(tx, {
        hash: newReservationHash(),
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phonePrefix: user.phonePrefix,
        phone: user.phone,
        language: venue.defaultLanguage,
        privacyAcceptedAt: now,
        venueId: venue.id,
        experienceId: experience?.id ?? null,
        zoneId: result.zoneId,
        date: choice.date,
        time: choice.time,
        pax: choice.pax,
        status,
        durationMinutes: durationOf(venue, experience),
        source: 'google',
        googleUserId: user.userId || null,
        ...newBookingReminder(venue, { status, date: choice.date, time: choice.time }, app.clock()),
      });
      await queueReservationEmail(app, tx, venue, row, status, { created: true });
      const booking = wireBooking(venue, merchantId, row, service.id, { startSec: slot.startSec, durationSec: slot.durationSec || row.durationMinutes * 60 });
      return kept(tx, idem, { booking });
    },
    { recheck, idem, waitedMs },
  );
  app.email.kick();
  return answer;
}
