/**
 * Which steps the booking flow has: people, date, time, then experience and zone when the venue
 * offers the choice, the guest's details, the card guarantee when one applies, the summary (and
 * the payment of a paid experience). They follow from the choices and what the venue answered.
 */
import type { DayAvailability, Experience, Slot } from '@venue/shared';
import { selectableZoneIds } from '@venue/shared/experience-fields';
import type { Quote } from '../../api/booking-api';
import type { FlowState, StepId } from './flow-state';

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

/** The step after `from` once the choice is made (the summary when none follows). */
export function stepAfter(from: StepId, state: FlowState, inputs: StepInputs): StepId {
  const steps = stepsOf(state, inputs);
  return steps[steps.indexOf(from) + 1] ?? 'summary';
}
