/**
 * The booking flow's state and how the guest's choices and the booking calls change it. A change
 * early in the flow clears what depended on it; a hold the change leaves behind is dropped here
 * and given back to the venue by use-hold-release.ts. Pure: what the venue answered (the day,
 * the quote) comes with the action that needs it.
 */
import type { DayAvailability } from '@venue/shared';
import type { ExtraAnswers } from '../../lib/extra-questions';
import { type GuestData, emptyGuest } from '../../lib/guest-data';
import type { FlowState, Hold, StepId } from './flow-state';
import { type StepInputs, stepAfter, stepsOf } from './flow-steps';

/** The flow's whole state: the choices, and where the booking call stands. */
export interface ReserveState extends FlowState {
  /** An experience from a direct link (?experience=): every new choice of time keeps it. */
  fixedExperienceId: number | null;
  /**
   * A voucher's code from its booking link (#voucher=): the payment step applies it. Gone once
   * refused for good (used, another experience…): the guest may still type a card by hand.
   */
  voucherCode: string | null;
  /** A full day tapped on the calendar: its suggestions show under it. */
  fullDay: string | null;
  /** A hold, confirm or payment call under way. */
  busy: boolean;
  /** The last call's failure, as the guest reads it (on the guarantee, summary and payment steps). */
  error: string | null;
  /** A place freed up for the guest joining the waiting list: the card step says so (at `time`). */
  seatsFreed: boolean;
  /** Bumped when the bot check's answer was spent by a call: the widget asks again. */
  botCheckReset: number;
  /** Booked, or refused for good: the flow is leaving for its end page. */
  done: boolean;
}

export type ReserveAction =
  | { type: 'phonePrefixKnown'; prefix: string }
  | { type: 'paxChosen'; pax: number; inputs: StepInputs }
  | { type: 'dateChosen'; date: string; inputs: StepInputs }
  | { type: 'fullDayTapped'; date: string }
  | { type: 'timeChosen'; time: string; waitingList: boolean; inputs: StepInputs }
  | { type: 'experienceChosen'; experienceId: number | null; inputs: StepInputs }
  | { type: 'zoneChosen'; zoneId: number | null; inputs: StepInputs }
  | { type: 'guestChanged'; guest: GuestData }
  | { type: 'answersChanged'; extraAnswers: ExtraAnswers }
  | { type: 'detailsDone'; inputs: StepInputs }
  | { type: 'policyAccepted'; accepted: boolean }
  | { type: 'botCheckAnswered'; altcha: string | null }
  /** A suggested time tapped: its suggestions box closes while its day loads. */
  | { type: 'suggestionPicked' }
  /** The suggested day's answer (undefined: it failed to load). */
  | { type: 'suggestionTaken'; date: string; time: string; day: DayAvailability | undefined; inputs: StepInputs }
  /** An earlier step from the breadcrumb, a Back button or the browser's history. */
  | { type: 'wentTo'; step: StepId; inputs: StepInputs }
  | { type: 'submitStarted' }
  | { type: 'held'; hold: Hold }
  | { type: 'cardSaved' }
  | { type: 'botCheckSpent' }
  | { type: 'submitFailed'; error: string }
  /**
   * The guest asked for the waiting list of a choice that needs a card, and a place has freed up
   * meanwhile (SEATS_FREED): the flow books it instead, from its card step, with the news.
   */
  | { type: 'seatsFreed'; day: DayAvailability | undefined; inputs: StepInputs }
  /** The link's voucher was refused for good: no longer announced or applied again. */
  | { type: 'voucherRefused' }
  | { type: 'finished' };

/** The flow as it starts: with the party size chosen on the first screen, on the step after it. */
export function initialReserveState(o: { prefix: string; fixedExperienceId: number | null; voucherCode: string | null; pax: number; inputs: StepInputs }): ReserveState {
  const chosen: ReserveState = {
    step: 'people',
    pax: o.pax,
    date: null,
    time: null,
    experienceId: o.fixedExperienceId,
    zoneId: null,
    waitingList: false,
    guest: emptyGuest(o.prefix),
    extraAnswers: {},
    policyAccepted: false,
    altcha: null,
    hold: null,
    cardSaved: false,
    fixedExperienceId: o.fixedExperienceId,
    voucherCode: o.voucherCode,
    fullDay: null,
    busy: false,
    error: null,
    seatsFreed: false,
    botCheckReset: 0,
    done: false,
  };
  const steps = stepsOf(chosen, o.inputs);
  return { ...chosen, step: steps[steps.indexOf('people') + 1] ?? 'date' };
}

/** A choice made on step `from`: the flow goes on to the step after it, any error gone. */
function chosen(s: ReserveState, from: StepId, patch: Partial<ReserveState>, inputs: StepInputs): ReserveState {
  const next = { ...s, ...patch, error: null, seatsFreed: false };
  return { ...next, step: stepAfter(from, next, inputs) };
}

/** The choices that follow a new time: a plain table (or the link's experience), the venue's zone. */
const freshTime = (s: ReserveState) => ({ zoneId: null, experienceId: s.fixedExperienceId });
const noHold = { hold: null, cardSaved: false };

/** A step before the card's (or no card step at all): the hold made for the card is let go. */
function dropsHold(s: ReserveState, step: StepId, inputs: StepInputs): boolean {
  const steps = stepsOf(s, inputs);
  const cardStep: StepId = steps.includes('payment') ? 'payment' : 'guarantee';
  return !steps.includes(cardStep) || steps.indexOf(step) < steps.indexOf(cardStep);
}

export function reserveReducer(s: ReserveState, a: ReserveAction): ReserveState {
  switch (a.type) {
    case 'phonePrefixKnown':
      // The venue's country, unless the guest has already chosen a prefix (none before the list arrives).
      return s.guest.phone.prefix && s.guest.phone.number ? s : { ...s, guest: { ...s.guest, phone: { ...s.guest.phone, prefix: a.prefix } } };
    case 'paxChosen':
      return chosen(s, 'people', { pax: a.pax, date: null, time: null, waitingList: false, ...freshTime(s), ...noHold }, a.inputs);
    case 'dateChosen':
      return chosen(s, 'date', { date: a.date, time: null, waitingList: false, ...freshTime(s) }, a.inputs);
    case 'fullDayTapped':
      return { ...s, fullDay: a.date };
    case 'timeChosen':
      return chosen(s, 'time', { time: a.time, waitingList: a.waitingList, ...freshTime(s) }, a.inputs);
    case 'experienceChosen':
      return chosen(s, 'experience', { experienceId: a.experienceId, zoneId: null }, a.inputs);
    case 'zoneChosen':
      return chosen(s, 'zone', { zoneId: a.zoneId }, a.inputs);
    case 'guestChanged': {
      // A field typed while the venue's prefix was arriving (phonePrefixKnown dispatched, not yet
      // rendered) sends the guest as that render saw it, its prefix still empty: the prefix, once
      // known, stays. The guest cannot empty it (the empty option shows only while none is chosen).
      const prefix = a.guest.phone.prefix || s.guest.phone.prefix;
      return { ...s, guest: { ...a.guest, phone: { ...a.guest.phone, prefix } } };
    }
    case 'answersChanged':
      return { ...s, extraAnswers: a.extraAnswers };
    case 'detailsDone':
      return chosen(s, 'details', {}, a.inputs);
    case 'policyAccepted':
      return { ...s, policyAccepted: a.accepted };
    case 'botCheckAnswered':
      return { ...s, altcha: a.altcha };
    case 'suggestionPicked':
      return { ...s, fullDay: null };
    case 'suggestionTaken': {
      const next = { ...s, date: a.date, time: a.time, waitingList: false, ...freshTime(s), ...noHold };
      // A day that failed to load: its time step, with the message and a retry.
      if (!a.day) return { ...next, time: null, step: 'time' };
      const steps = stepsOf(next, { ...a.inputs, day: a.day });
      return { ...next, step: steps[steps.indexOf('time') + 1] ?? 'details' };
    }
    case 'wentTo':
      return { ...s, step: a.step, error: null, seatsFreed: false, ...(s.hold && dropsHold(s, a.step, a.inputs) ? noHold : {}) };
    case 'submitStarted':
      return { ...s, busy: true, error: null, seatsFreed: false };
    case 'held':
      // Paid online: straight to the payment; a card guarantee shows its card form on the same step.
      return { ...s, busy: false, hold: a.hold, altcha: null, ...(a.hold.mode === 'payment' ? { step: 'payment' as const } : {}) };
    case 'cardSaved':
      return { ...s, cardSaved: true, step: 'summary' };
    case 'botCheckSpent':
      return { ...s, altcha: null, botCheckReset: s.botCheckReset + 1 };
    case 'submitFailed':
      // The guest stays on the step, reads why, and may try again.
      return { ...s, busy: false, error: a.error };
    case 'seatsFreed': {
      const next = { ...s, waitingList: false, busy: false, error: null, seatsFreed: true, ...noHold };
      // The card step of the choice as it now stands: the guarantee's, or the summary before the payment.
      const steps = stepsOf(next, { ...a.inputs, day: a.day ?? a.inputs.day });
      return { ...next, step: steps.includes('guarantee') ? 'guarantee' : 'summary' };
    }
    case 'voucherRefused':
      return { ...s, voucherCode: null };
    case 'finished':
      return { ...s, busy: false, done: true };
  }
}

/** Something the guest typed (not just chosen): leaving the flow then asks first. */
export function hasTypedData(state: FlowState): boolean {
  const g = state.guest;
  const typed = [g.firstName, g.lastName, g.email, g.phone.number, g.notes, g.visitReasonOther].some((v) => v.trim() !== '');
  return typed || Object.values(state.extraAnswers).some((v) => v !== '' && v !== false);
}
