// The staff calls' answers (docs/api.md, "Staff calls"), read with superstruct: the door page's
// host screens and the remotes' staff screens read the same shapes. Builders come from
// '@venue/shared' (one copy of superstruct per page).
import { array, boolean, enums, literal, multilingual, nullable, num, number, optional, record, string, text, type, union, unknown, type Infer } from '@venue/shared';

/** `POST|GET session`: who is signed in on this phone, for which venue, until when. */
export const StaffSessionSchema = type({
  venue: type({ slug: string(), name: text() }),
  label: text(),
  expiresAt: string(),
});
export type StaffSession = Infer<typeof StaffSessionSchema>;

export const SignedOutSchema = type({ signedOut: boolean() });

/** valid: can be used now; used: a promo code redeemed, a gift card with nothing left. */
export const DOOR_STATES = ['valid', 'used', 'expired', 'void'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

/** What `code/lookup` and `code/redeem` answer of any code: the summary the door shows first. */
const doorSummary = {
  state: enums(DOOR_STATES),
  code: string(),
  /** When and by which staff label it was used (a gift card: its last redemption). */
  usedAt: nullable(string()),
  usedBy: nullable(string()),
};

export const PromoDoorCodeSchema = type({
  kind: literal('promo'),
  ...doorSummary,
  usareEntro: text(),
  nome: text(),
  promo: type({ urlName: text(), titolo: multilingual() }),
});
export type PromoDoorCode = Infer<typeof PromoDoorCodeSchema>;

export const GiftcardRedemptionSchema = type({ importo: num(), saldoDopo: num(), il: text(), nota: text(), usedBy: nullable(string()) });

export const GiftcardDoorCodeSchema = type({
  kind: literal('giftcard'),
  ...doorSummary,
  /** What is left, minor units of `currency`. */
  balance: number(),
  currency: string(),
  valoreIniziale: num(),
  scadenza: text(),
  prodotto: multilingual(),
  ordine: text(),
  testMode: optional(boolean()),
  utilizzi: array(GiftcardRedemptionSchema),
  /** `code/redeem` only: what this redemption took and what it left. */
  redeemed: optional(type({ amount: number(), balanceAfter: number() })),
});
export type GiftcardDoorCode = Infer<typeof GiftcardDoorCodeSchema>;

export const DoorCodeSchema = union([PromoDoorCodeSchema, GiftcardDoorCodeSchema]);
export type DoorCode = PromoDoorCode | GiftcardDoorCode;

export const GUARANTEE_STATES = ['card_saved', 'no_card', 'fee_processing', 'fee_paid', 'fee_requires_action', 'fee_failed'] as const;

/** A guest's history at the venue and staff's note about them (the booking card). */
export const GuestCardSchema = type({
  visits: number(),
  noShows: number(),
  recentNoShows: number(),
  lateCancellations: number(),
  lastVisit: nullable(string()),
  note: nullable(type({ text: text(), by: text(), at: string() })),
});
export type GuestCard = Infer<typeof GuestCardSchema>;

/** A reservation as the staff list shows it (`reservations/list`, and every reservations call). */
export const StaffReservationSchema = type({
  id: number(),
  status: string(),
  date: string(),
  time: string(),
  pax: number(),
  name: text(),
  email: text(),
  phone: text(),
  zone: nullable(string()),
  experience: nullable(string()),
  notes: text(),
  visitReason: optional(nullable(string())),
  guarantee: nullable(type({ amount: num(), cardSaved: boolean(), kind: text(), state: text() })),
  payment: nullable(type({ type: num(), amount: num(), status: text(), refundedAmount: num(), issue: nullable(string()) })),
  extraAnswers: array(type({ question: text(), answer: text() })),
  fee: text(),
  arrivedAt: nullable(string()),
  /** The guest answered the reminder's "I'm coming" (optional: servers before reminders send none). */
  reconfirmedAt: optional(nullable(string())),
  /** Where it was booked: page, embed, google (Reserve with Google) or staff (optional: older servers send none). */
  source: optional(string()),
  /** When the guest joined (the waiting list's order). */
  createdAt: optional(string()),
  /** A waiting-list offer's deadline (status offered). */
  offerExpiresAt: optional(nullable(string())),
  /** Why it closed: offer_expired, offer_declined, left_list, unconfirmed. */
  closedReason: optional(nullable(string())),
  /** Staff added the party at the door. */
  walkIn: optional(boolean()),
  /** The guest's history and note (null: no e-mail or phone names them). */
  guest: optional(nullable(GuestCardSchema)),
});
export type StaffReservation = Infer<typeof StaffReservationSchema>;

export const StaffDaysSchema = type({
  date: string(),
  to: string(),
  reservations: array(StaffReservationSchema),
  /** The venue's zones, for a move. */
  zones: optional(array(type({ id: number(), name: text() }))),
});
export type StaffDays = Infer<typeof StaffDaysSchema>;

export const NO_SHOW_CHARGES = ['charge', 'none', 'already_paid', 'requires_action', 'in_progress'] as const;

/** `reservations/noshow/preview`: what a no-show would do now (`amount`: 0 unless `charge`). */
export const NoShowPreviewSchema = type({
  id: number(),
  status: string(),
  marksNoShow: boolean(),
  charge: enums(NO_SHOW_CHARGES),
  amount: number(),
  currency: string(),
});
export type NoShowPreview = Infer<typeof NoShowPreviewSchema>;

/** `reservations/noshow`: the reservation after, and what the charge did. */
export const NoShowResultSchema = type({
  ...StaffReservationSchema.schema,
  charge: enums(['none', 'succeeded', 'processing', 'requires_action', 'failed', 'already_paid', 'in_progress']),
  declineCode: optional(string()),
});
export type NoShowResult = Infer<typeof NoShowResultSchema>;

/** One row of the staff audit log (`audit/list`). */
export const AuditActionSchema = type({
  id: number(),
  at: string(),
  action: string(),
  label: text(),
  subject: text(),
  /** `ok`, or the refusal's error code. */
  result: string(),
  detail: optional(nullable(record(string(), unknown()))),
});
export type AuditAction = Infer<typeof AuditActionSchema>;

export const AuditPageSchema = type({ actions: array(AuditActionSchema), next: nullable(number()) });
export type AuditPage = Infer<typeof AuditPageSchema>;
