/** Payloads of the reservation calls (form fields arrive as strings; unknown fields are ignored). */
import { defaulted, enums, optional, pattern, refine, size, string, trimmed, type } from 'superstruct';
import { isValidEmail } from '../../lib/email-address';
import { LANGUAGES } from '../../lib/i18n-text';
import { formInt, isoDate } from '../../lib/validate';
import { TEXT_CONSENT_VERSIONS } from '../text-messages/text-kinds';

/** The edit-link secret: 22+ base64url characters (128 random bits or more). */
const HASH = pattern(string(), /^[A-Za-z0-9_-]{22,64}$/);
const TIME = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/);
const ID = formInt(1, 2_000_000_000);
const text = (max: number) => trimmed(size(string(), 1, max));
const checked = enums(['1', 'true', 'on']);

/** Why the guest comes (flagMotivoVisita); 'other' with a few words of their own. */
export const VISIT_REASONS = ['birthday', 'anniversary', 'business', 'romantic', 'family', 'friends', 'other'] as const;

export const choiceFields = {
  date: isoDate(),
  time: TIME,
  pax: formInt(1, 99),
  zone: optional(ID),
  experience: optional(ID),
  module: optional(pattern(string(), /^[a-z0-9][a-z0-9-]{0,63}$/)),
};

/** The guest's e-mail and phone, once given: the venue's card rule by history applies to the quote too. */
export const QuotePayload = type({
  ...choiceFields,
  email: optional(trimmed(size(string(), 0, 254))),
  phonePrefix: optional(trimmed(size(string(), 0, 5))),
  phone: optional(trimmed(size(string(), 0, 30))),
});

export const guestFields = {
  ...choiceFields,
  firstName: text(100),
  lastName: text(100),
  email: refine(trimmed(size(string(), 3, 254)), 'email', isValidEmail),
  phonePrefix: trimmed(size(string(), 2, 5)),
  phone: trimmed(size(string(), 4, 30)),
  notes: defaulted(trimmed(size(string(), 0, 1000)), ''),
  visitReason: defaulted(enums(['', ...VISIT_REASONS]), ''),
  visitReasonOther: defaulted(trimmed(size(string(), 0, 100)), ''),
  privacy: checked,
  marketing: optional(string()),
  /** Texts about this booking agreed: the version of the consent line's wording shown (modules/text-messages). */
  textMessages: optional(enums([...TEXT_CONSENT_VERSIONS])),
  cancellationPolicy: optional(string()),
  language: defaulted(enums([...LANGUAGES]), 'it'),
  altcha: optional(size(string(), 0, 8192)),
  /** Answers to the experience's extra questions: a JSON object, question key → answer. */
  extraAnswers: optional(size(string(), 0, 20_000)),
  /** Where the guest booked: the site's pages, or the booking embedded on the venue's website. */
  channel: defaulted(enums(['page', 'embed']), 'page'),
};

export const HoldPayload = type(guestFields);

export const SubmitPayload = type({
  ...guestFields,
  /** Join the waiting list when the time is full (the venue must keep one). */
  waitingList: optional(string()),
});

/** Completes a hold once the card is saved. */
export const CompletePayload = type({ hash: HASH });

export const HashPayload = type({ hash: HASH });
/** An offer's confirmation; an offer that needs a card asks the cancellation policy accepted. */
export const OfferAcceptPayload = type({ hash: HASH, cancellationPolicy: optional(string()) });

export const EditPayload = type({
  hash: HASH,
  date: isoDate(),
  time: TIME,
  pax: formInt(1, 99),
  zone: optional(ID),
});

export const ModulePayload = type({ module: pattern(string(), /^[a-z0-9][a-z0-9-]{0,63}$/) });

/** A day of the staff list; without one, today and tomorrow at the venue. */
export const StaffDayPayload = type({ date: optional(isoDate()) });
export const StaffIdPayload = type({ id: ID });
/** Accept or decline a request, with staff's own words to the guest (in the e-mail). */
export const StaffAnswerPayload = type({ id: ID, message: defaulted(trimmed(size(string(), 0, 1000)), '') });
/** A walk-in: the party's size, and what staff call them if they like. */
export const WalkInPayload = type({ pax: formInt(1, 99), name: defaulted(trimmed(size(string(), 0, 100)), '') });
/** A booking moved for the guest: time, party and zone (the day too, if given). */
export const StaffMovePayload = type({ id: ID, date: optional(isoDate()), time: TIME, pax: formInt(1, 99), zone: optional(ID) });
/** Staff's note about the reservation's guest (empty: deleted). */
export const GuestNotePayload = type({ id: ID, note: defaulted(trimmed(size(string(), 0, 2000)), '') });

export const isChecked = (value: string | undefined): boolean => value === '1' || value === 'true' || value === 'on';

/** reservation/giftcard: the hold and the gift card code as typed or pasted (any case, spaces, dashes). */
export const GiftcardPayload = type({ hash: HASH, code: trimmed(size(string(), 1, 64)) });
