/**
 * The booking flow's state (reserve-state.ts) with what it asks the venue: the month and day of
 * availability, the quote of the choice, the booking calls, the hold's release, and the steps
 * as browser history entries. reserve-flow.tsx draws what this gives.
 */
import { prefixListAtom, whenIdle } from '@venue/shared';
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useMemo, useReducer } from 'react';
import { loadDay } from '../../api/availability-api';
import { useMonthAvailability } from '../../lib/use-month-availability';
import { parseExtraQuestions } from '../../lib/extra-questions';
import type { useFlowFrame } from './first-screen';
import { type StepInputs, slotOf, stepsOf, zoneChoices } from './flow-steps';
import type { StepId } from './flow-state';
import { type ReserveAction, hasTypedData, initialReserveState, reserveReducer } from './reserve-state';
import { preloadChoiceSteps } from './steps/choice-steps';
import { preloadLaterSteps } from './steps/later-steps';
import { useDayAvailability } from './use-day-availability';
import { useHoldRelease } from './use-hold-release';
import { useQuote } from './use-quote';
import { useStepFocus } from './use-step-focus';
import { useStepHistory } from './use-step-history';
import { useSubmitBooking } from './use-submit-booking';

type Frame = ReturnType<typeof useFlowFrame>;

/**
 * The choices that take the guest to the next step: rendered as a transition, so the tap is
 * answered at once (the browser paints, the screen it was made on stays and answers taps) and the
 * next step shows once React has drawn it, in short tasks. What the guest types stays immediate
 * (a field drawn late loses its caret), and so do the moves back (the history's entries follow
 * them at once: use-step-history.ts).
 */
const CHOICES_TO_NEXT_STEP = new Set<ReserveAction['type']>(['paxChosen', 'dateChosen', 'timeChosen', 'experienceChosen', 'zoneChosen']);

export function useReserveFlow({
  frame,
  moduleSlug,
  startPax,
  voucherCode,
}: {
  frame: Frame;
  moduleSlug: string | undefined;
  startPax: number;
  voucherCode: string | null;
}) {
  const prefixes = useAtomValue(prefixListAtom);
  const { experiences, fixedExperienceId, scope, firstMonth } = frame;
  const fixedExperience = fixedExperienceId !== null;
  const [state, dispatchNow] = useReducer(reserveReducer, undefined, () =>
    initialReserveState({
      // Empty until the phone prefixes arrive (the phone field loads them): then the venue's country.
      prefix: prefixes?.[0]?.prefisso ?? '',
      fixedExperienceId,
      voucherCode,
      pax: startPax,
      inputs: { day: undefined, experiences, quote: undefined, fixedExperience },
    }),
  );

  const dispatch = useCallback((action: ReserveAction) => (CHOICES_TO_NEXT_STEP.has(action.type) ? startTransition(() => dispatchNow(action)) : dispatchNow(action)), []);

  // The first choice made: fetch the next steps (with their month of availability), and the
  // later ones while the visitor picks date and time. Once the step is painted and the browser
  // idle: the chunks' scripts and stylesheets, inserted in the task of the step's commit, held
  // the step's first frame (160 ms on a phone 4x slower).
  useEffect(() => {
    if (state.step === 'people') return;
    let live = true;
    void whenIdle().then(() => {
      if (!live) return;
      preloadChoiceSteps();
      preloadLaterSteps();
    });
    return () => {
      live = false;
    };
  }, [state.step]);
  useStepFocus(state.step);
  // The phone prefix follows the venue's country once the services list arrives.
  useEffect(() => {
    const first = prefixes?.[0]?.prefisso;
    if (first) dispatchNow({ type: 'phonePrefixKnown', prefix: first });
  }, [prefixes]);

  const month = useMonthAvailability(state.pax, scope, firstMonth);
  const day = useDayAvailability(state.date, state.pax, scope);
  const quote = useQuote(state, moduleSlug);
  const markBooked = useHoldRelease(state.hold?.hash ?? null, state.done);

  const inputs: StepInputs = { day: day.data, experiences, quote, fixedExperience };
  const steps = stepsOf(state, inputs);
  const experience = experiences.find((e) => e.id === state.experienceId) ?? null;
  const questions = useMemo(() => (experience ? parseExtraQuestions(experience.campiAggiuntivi) : []), [experience]);
  const zones = zoneChoices(state, inputs);
  const paidOnline = !!quote?.payment && !state.waitingList;

  const goTo = (step: StepId) => dispatch({ type: 'wentTo', step, inputs });
  // The guest's details brought a card guarantee (the venue asks one after no-shows): its step comes before the summary.
  const cardAskedLate = state.step === 'summary' && !!quote?.guarantee && !state.hold && !state.waitingList && steps.includes('guarantee');
  useEffect(() => {
    if (cardAskedLate) dispatch({ type: 'wentTo', step: 'guarantee', inputs });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the quote with the guest asks the card
  }, [cardAskedLate]);
  useStepHistory({ step: state.step, done: state.done, steps, goTo });
  /** The day asked again (the freed place shows), then the flow books the place the guest waited for. */
  const onSeatsFreed = async () => {
    const data = state.date ? await loadDay({ day: state.date, pax: state.pax! }, scope).catch(() => undefined) : undefined;
    if (data && state.date) day.takeAnswer(state.date, data);
    dispatch({ type: 'seatsFreed', day: data, inputs });
  };
  const submit = useSubmitBooking({ state, dispatch, moduleSlug, questions, paidOnline, markBooked, onSeatsFreed: () => void onSeatsFreed() });

  /** One tap on a suggested time: that date and time, and the flow goes on from the time step. */
  const takeSuggestion = async (date: string, time: string) => {
    dispatch({ type: 'suggestionPicked' });
    const data = await loadDay({ day: date, pax: state.pax! }, scope).catch(() => undefined);
    day.takeAnswer(date, data);
    dispatch({ type: 'suggestionTaken', date, time, day: data, inputs });
  };

  return {
    state,
    dispatch,
    inputs,
    steps,
    month,
    day,
    quote,
    experience,
    questions,
    zones,
    zone: zones.find((z) => z.id === state.zoneId) ?? null,
    slot: slotOf(state, day.data),
    goTo,
    takeSuggestion,
    submit,
    // Asked only when leaving the flow (another page) with something typed; the steps' own
    // history entries (same path and query) are never held.
    guardLeaving: hasTypedData(state) && !state.done,
  };
}
