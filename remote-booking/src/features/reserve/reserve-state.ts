/**
 * The booking flow's state and which steps it has: people, date, time, then experience and zone
 * when the venue offers the choice, the guest's details, the card guarantee when one applies,
 * the summary. A change early in the flow clears what depended on it.
 */
import type { DayAvailability, Experience, Slot } from '@venue/shared';
import { selectableZoneIds } from '@venue/shared/experience-fields';
import type { Quote } from '../../api/booking-api';
import type { ExtraAnswers } from './extra-questions';

export type StepId = 'people' | 'date' | 'time' | 'experience' | 'zone' | 'details' | 'guarantee' | 'summary' | 'payment';

export interface GuestData {
  firstName: string;
  lastName: string;
  email: string;
  phone: { prefix: string; number: string };
  visitReason: string;
  visitReasonOther: string;
  notes: string;
  privacy: boolean;
  marketing: boolean;
}

export interface Hold {
  hash: string;
  clientSecret: string;
  expiresAt: string;
  /** setup: a card saved for the guarantee; payment: a paid experience paid now. */
  mode: 'setup' | 'payment';
}

export interface FlowState {
  step: StepId;
  pax: number | null;
  date: string | null;
  time: string | null;
  /** null: a plain table. */
  experienceId: number | null;
  /** null: no preference (the venue assigns one). */
  zoneId: number | null;
  waitingList: boolean;
  guest: GuestData;
  /** Answers to the chosen experience's extra questions, by question key. */
  extraAnswers: ExtraAnswers;
  policyAccepted: boolean;
  altcha: string | null;
  hold: Hold | null;
  cardSaved: boolean;
}

export const emptyGuest = (prefix: string): GuestData => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: { prefix, number: '' },
  visitReason: '',
  visitReasonOther: '',
  notes: '',
  privacy: false,
  marketing: false,
});

export function initialState(prefix: string, experienceId: number | null): FlowState {
  return {
    step: 'people',
    pax: null,
    date: null,
    time: null,
    experienceId,
    zoneId: null,
    waitingList: false,
    guest: emptyGuest(prefix),
    extraAnswers: {},
    policyAccepted: false,
    altcha: null,
    hold: null,
    cardSaved: false,
  };
}

export interface StepInputs {
  day: DayAvailability | undefined;
  experiences: Experience[];
  quote: Quote | undefined;
  /** An experience chosen from a direct link (?experience=) stays fixed. */
  fixedExperience: boolean;
}

export function slotOf(state: FlowState, day: DayAvailability | undefined): Slot | undefined {
  return day?.slots.find((s) => s.time === state.time);
}

/** Experiences offered at the chosen time (on the waiting list: the full ones that take names). */
export function offeredExperiences(state: FlowState, inputs: StepInputs): Experience[] {
  const slot = slotOf(state, inputs.day);
  const ids = (state.waitingList ? slot?.waitingExperiences : slot?.experiences) ?? [];
  return inputs.experiences.filter((e) => ids.includes(e.id));
}

export interface ZoneChoice {
  id: number;
  nome: Record<string, string>;
  available: boolean;
}

/** Zones the guest may pick: a plain table's free zones, or an experience's own (flagSceltaZona). */
export function zoneChoices(state: FlowState, inputs: StepInputs): ZoneChoice[] {
  const slot = slotOf(state, inputs.day);
  if (!slot || state.waitingList) return [];
  if (state.experienceId === null) return slot.zones.length > 1 ? (slot.zones as ZoneChoice[]) : [];
  const e = inputs.experiences.find((x) => x.id === state.experienceId);
  if (!e || !e.flagSceltaZona || e.flagOrari) return [];
  const allowed = selectableZoneIds(e.zoneSelezionabili);
  const zones = (slot.zones as ZoneChoice[]).filter((z) => allowed.includes(z.id));
  return zones.length > 1 ? zones : [];
}

export function stepsOf(state: FlowState, inputs: StepInputs): StepId[] {
  const steps: StepId[] = ['people', 'date', 'time'];
  const slot = slotOf(state, inputs.day);
  // On the waiting list the step comes only when a full experience may be waited for.
  if (slot && !inputs.fixedExperience && offeredExperiences(state, inputs).length > 0) steps.push('experience');
  if (zoneChoices(state, inputs).length > 0) steps.push('zone');
  steps.push('details');
  // Paid online: the summary (terms accepted) comes first, then the payment makes the booking.
  if (inputs.quote?.payment && !state.waitingList) return [...steps, 'summary', 'payment'];
  if (inputs.quote?.guarantee && !state.waitingList) steps.push('guarantee');
  steps.push('summary');
  return steps;
}

/** Something the guest typed (not just chosen): leaving the flow then asks first. */
export function hasTypedData(state: FlowState): boolean {
  const g = state.guest;
  const typed = [g.firstName, g.lastName, g.email, g.phone.number, g.notes, g.visitReasonOther].some((v) => v.trim() !== '');
  return typed || Object.values(state.extraAnswers).some((v) => v !== '' && v !== false);
}
