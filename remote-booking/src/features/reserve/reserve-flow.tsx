/**
 * The booking flow after its first screen (reserve-page.tsx shows that one): steps people → date
 * → time, then experience and zone when offered, the guest's details, the card guarantee when
 * one applies (terms, hold, card), the summary and confirm; then the end message of the outcome.
 * It comes with the visitor's first choice, in a chunk of its own. Its state and calls are
 * use-reserve-flow.ts's; this file draws the step the guest is on.
 */
import { LoadingState, locationAtom } from '@venue/shared';
import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import { Breadcrumb } from './breadcrumb';
import { type FlowProps, FlowHeading, PeopleChoice, useFlowFrame } from './first-screen';
import { offeredExperiences } from './flow-steps';
import { ExperienceStep, SuggestedTimes, TimeStep, ZoneStep } from './steps/choice-steps';
import { DateStep } from './steps/date-step';
import { DetailsStep, GuaranteeStep, PaymentStep, SummaryStep } from './steps/later-steps';
import { useReserveFlow } from './use-reserve-flow';
import { prefetchDay } from '../../api/availability-api';

// The leave guard comes with the forms' code (@venue/shared/forms), which the details step
// brings: it is needed only once something is typed, so the first screen does not wait for it.
// Were that code to fail to load, the flow goes on without the prompt rather than losing
// what the guest typed to an error screen.
const ConfirmLeave = lazy(() =>
  import('@venue/shared/forms').then(
    (m) => ({ default: m.ConfirmLeave }),
    () => ({ default: () => null }),
  ),
);

// A whole day is full: suggestions near the evening's usual time (the server sorts by distance).
const DEFAULT_SUGGEST_TIME = '20:00';

export function ReserveFlow({ moduleSlug, title, intro, startPax, voucherCode }: FlowProps & { startPax: number; voucherCode: string | null }) {
  const location = useAtomValue(locationAtom);
  const frame = useFlowFrame({ moduleSlug, title, intro });
  const flow = useReserveFlow({ frame, moduleSlug, startPax, voucherCode });
  const { state, dispatch, inputs, steps, day, quote, experience, questions, goTo, submit } = flow;
  const { fixedExperienceId } = frame;
  const currency = location?.valuta ?? 'EUR';
  const venueName = location?.locationname ?? '';
  const onAltcha = (altcha: string | null) => dispatch({ type: 'botCheckAnswered', altcha });
  const onAccept = (accepted: boolean) => dispatch({ type: 'policyAccepted', accepted });
  const backFrom = (step: typeof state.step) => () => goTo(steps[steps.indexOf(step) - 1]!);

  const suggestionsFor = (date: string) => (time: string) => (
    <SuggestedTimes
      key={`${date}T${time}`}
      date={date}
      time={time}
      pax={state.pax!}
      experience={fixedExperienceId ?? undefined}
      module={moduleSlug}
      onTake={(d, tm) => void flow.takeSuggestion(d, tm)}
    />
  );

  return (
    <>
      <FlowHeading heading={frame.heading} intro={intro} />
      <Breadcrumb steps={steps} current={state.step} canGoTo={() => !state.busy} onGoTo={goTo} />
      {state.step === 'people' ? <PeopleChoice frame={frame} value={state.pax} onChoose={(pax) => dispatch({ type: 'paxChosen', pax, inputs })} /> : null}
      {/* The next steps arrive in chunks of their own (steps/choice-steps.ts, steps/later-steps.ts). */}
      <Suspense fallback={<LoadingState />}>
        {state.step === 'date' ? (
          <DateStep
            month={flow.month}
            minMonth={frame.firstMonth}
            value={state.date}
            onChoose={(date) => dispatch({ type: 'dateChosen', date, inputs })}
            onFullDay={(date) => dispatch({ type: 'fullDayTapped', date })}
            onDayIntent={(date) => prefetchDay({ day: date, pax: state.pax! }, frame.scope)}
            suggestions={state.fullDay ? suggestionsFor(state.fullDay)(DEFAULT_SUGGEST_TIME) : null}
          />
        ) : null}
        {state.step === 'time' ? (
          <TimeStep
            day={day.data}
            loading={day.loading}
            failed={day.failed}
            onRetry={day.retry}
            value={state.time}
            waitingList={state.waitingList}
            experienceId={fixedExperienceId}
            onChoose={(time, waitingList) => dispatch({ type: 'timeChosen', time, waitingList, inputs })}
            suggestions={state.date ? suggestionsFor(state.date) : undefined}
          />
        ) : null}
        {state.step === 'experience' ? (
          <ExperienceStep
            experiences={offeredExperiences(state, inputs)}
            tableAvailable={state.waitingList ? !!flow.slot?.waitingList : !!flow.slot?.table}
            waitingList={state.waitingList}
            value={state.experienceId}
            currency={currency}
            onChoose={(experienceId) => dispatch({ type: 'experienceChosen', experienceId, inputs })}
          />
        ) : null}
        {state.step === 'zone' ? <ZoneStep zones={flow.zones} value={state.zoneId} onChoose={(zoneId) => dispatch({ type: 'zoneChosen', zoneId, inputs })} /> : null}
        {state.step === 'details' ? (
          <DetailsStep
            guest={state.guest}
            askReason={experience ? experience.flagMotivoVisita === 1 : true}
            onChange={(guest) => dispatch({ type: 'guestChanged', guest })}
            questions={questions}
            answers={state.extraAnswers}
            onAnswers={(extraAnswers) => dispatch({ type: 'answersChanged', extraAnswers })}
            onNext={() => dispatch({ type: 'detailsDone', inputs })}
            onBack={backFrom('details')}
          />
        ) : null}
        {state.step === 'guarantee' && quote?.guarantee ? (
          <GuaranteeStep
            terms={quote.guarantee}
            pax={state.pax!}
            venueName={venueName}
            accepted={state.policyAccepted}
            onAccept={onAccept}
            hold={state.hold}
            busy={state.busy}
            error={state.error}
            seatsFreedAt={state.seatsFreed ? state.time : null}
            botCheckReset={state.botCheckReset}
            onAltcha={onAltcha}
            altcha={state.altcha}
            onHold={() => void submit.hold()}
            onCardSaved={() => dispatch({ type: 'cardSaved' })}
            onBack={() => goTo('details')}
          />
        ) : null}
        {state.step === 'guarantee' && !quote ? <LoadingState /> : null}
        {state.step === 'summary' ? (
          <SummaryStep
            state={state}
            quote={quote}
            experience={experience}
            zone={flow.zone}
            venueName={venueName}
            currency={currency}
            busy={state.busy}
            error={state.error}
            seatsFreedAt={state.seatsFreed ? state.time : null}
            botCheckReset={state.botCheckReset}
            onAltcha={onAltcha}
            questions={questions}
            voucherCode={state.voucherCode}
            onAccept={onAccept}
            onConfirm={() => void submit.confirm()}
            onBack={backFrom('summary')}
            // A time full but for its waiting list: a free table nearby may suit the guest better.
            alternatives={state.waitingList && state.date && state.time ? suggestionsFor(state.date)(state.time) : null}
          />
        ) : null}
        {state.step === 'payment' && state.hold && quote?.payment ? (
          <PaymentStep
            payment={quote.payment}
            hold={state.hold}
            busy={state.busy}
            error={state.error}
            onPaid={() => void submit.completePaid()}
            onCovered={(applied) => submit.covered(applied.outcome ?? 'confirmed', applied.reservation)}
            voucherCode={state.voucherCode}
            onVoucherRefused={() => dispatch({ type: 'voucherRefused' })}
            onBack={() => goTo('summary')}
          />
        ) : null}
      </Suspense>
      {flow.guardLeaving ? (
        <Suspense fallback={null}>
          <ConfirmLeave when />
        </Suspense>
      ) : null}
    </>
  );
}
