/**
 * The booking flow after its first screen (reserve-page.tsx shows that one): steps people → date
 * → time, then experience and zone when offered, the guest's details, the card guarantee when
 * one applies (terms, hold, card), the summary and confirm; then the end message of the outcome.
 * It comes with the visitor's first choice, in a chunk of its own.
 */
import {
  ErrorState,
  LoadingState,
  type DayAvailability,
  type MonthAvailability,
  apiErrorKey,
  getRuntimeConfig,
  isApiError,
  locationAtom,
  prefixListAtom,
  resolveApiBase,
  useLocation,
  useNavigate,
  SKIP_CONFIRM_LEAVE,
  useTranslation,
} from '@venue/shared';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { loadDay, loadMonth } from '../../api/availability-api';
import {
  type Quote,
  completeReservation,
  holdReservation,
  quoteReservation,
  releaseOnExit,
  releaseReservation,
  submitReservation,
} from '../../api/booking-api';
import { Breadcrumb } from './breadcrumb';
import { answersPayload, parseExtraQuestions } from './extra-questions';
import { type FlowProps, FlowHeading, PeopleChoice, useFlowFrame } from './first-screen';
import { type FlowState, type StepId, hasTypedData, initialState, offeredExperiences, slotOf, stepsOf, zoneChoices } from './reserve-state';
import { ExperienceStep, MonthCalendar, SuggestedTimes, TimeStep, ZoneStep, preloadChoiceSteps } from './steps/choice-steps';
import { DetailsStep, GuaranteeStep, PaymentStep, SummaryStep, preloadLaterSteps } from './steps/later-steps';
import styles from './reserve.module.css';

/** Codes after which the guest's choice cannot be booked: the "not confirmed" end page. */
const NOT_CONFIRMED = new Set(['SOLD_OUT', 'ZONE_UNAVAILABLE', 'SLOT_UNAVAILABLE', 'HOLD_EXPIRED', 'HOLD_EXPIRED_REFUNDED']);

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

export function ReserveFlow({ moduleSlug, title, intro, startPax }: FlowProps & { startPax: number }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const navigate = useNavigate();
  const location = useAtomValue(locationAtom);
  const prefixes = useAtomValue(prefixListAtom);
  const frame = useFlowFrame({ moduleSlug, title, intro });
  const { experiences, fixedExperienceId, scope, firstMonth } = frame;
  const currency = location?.valuta ?? 'EUR';
  const venueName = location?.locationname ?? '';

  // The flow comes with the party size chosen on the first screen, and goes on from there.
  const [state, setState] = useState<FlowState>(() => {
    const chosen = { ...initialState(prefixes?.[0]?.prefisso ?? '+39', fixedExperienceId), pax: startPax };
    const steps = stepsOf(chosen, { day: undefined, experiences, quote: undefined, fixedExperience: fixedExperienceId !== null });
    return { ...chosen, step: steps[steps.indexOf('people') + 1] ?? 'date' };
  });
  const update = (patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch }));
  const [view, setView] = useState(firstMonth);
  const [month, setMonth] = useState<{ data?: MonthAvailability; loading: boolean; failed: boolean }>({ loading: false, failed: false });
  // Bumped by the retry of a month that failed to load (a timeout, the API away).
  const [monthAttempt, setMonthAttempt] = useState(0);
  // A day answer with a falsy status (spec section 7: "returns nothing") or a failed call: failed, with a retry.
  const [day, setDay] = useState<{ data?: DayAvailability; loading: boolean; failed?: boolean; date?: string }>({ loading: false });
  const [dayAttempt, setDayAttempt] = useState(0);
  const [quote, setQuote] = useState<Quote | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [botCheckReset, setBotCheckReset] = useState(0);
  const [done, setDone] = useState(false);
  // A full day tapped on the calendar: its suggestions show under it.
  const [fullDay, setFullDay] = useState<string | null>(null);

  // Asked only when leaving the flow (another page) with something typed; the steps' own
  // history entries (same path and query) are never held.
  const guardLeaving = hasTypedData(state) && !done;
  // The first choice made: fetch the next steps (with their month of availability), and the
  // later ones while the visitor picks date and time.
  useEffect(() => {
    if (state.step === 'people') return;
    preloadChoiceSteps();
    preloadLaterSteps();
  }, [state.step]);

  // A new step moves focus to its heading once it is drawn (after a loading state too), so a
  // keyboard or screen reader user goes on from the top of the step, not from the page's start.
  const shownStep = useRef<StepId>('people');
  const stepToFocus = useRef<StepId | null>(null);
  useEffect(() => {
    if (shownStep.current !== state.step) {
      shownStep.current = state.step;
      stepToFocus.current = state.step;
    }
    const heading = stepToFocus.current ? document.getElementById('step-title') : null;
    if (!heading) return;
    stepToFocus.current = null;
    heading.tabIndex = -1;
    heading.focus();
  });

  // The phone prefix follows the venue's country once the services list arrives.
  useEffect(() => {
    const first = prefixes?.[0]?.prefisso;
    if (first) setState((s) => (s.guest.phone.prefix || s.guest.phone.number ? s : { ...s, guest: { ...s.guest, phone: { ...s.guest.phone, prefix: first } } }));
  }, [prefixes]);

  useEffect(() => {
    if (!state.pax) return;
    let live = true;
    setMonth((m) => ({ ...m, loading: true, failed: false }));
    loadMonth({ ...view, pax: state.pax }, scope)
      .then((data) => live && setMonth({ data, loading: false, failed: !data }))
      .catch(() => live && setMonth({ loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [view, state.pax, scope, monthAttempt]);

  useEffect(() => {
    if (!state.pax || !state.date) return;
    let live = true;
    const date = state.date;
    setDay({ loading: true, date });
    loadDay({ day: date, pax: state.pax }, scope)
      .then((data) => live && setDay({ data, loading: false, failed: !data, date }))
      .catch(() => live && setDay({ loading: false, failed: true, date }));
    return () => {
      live = false;
    };
  }, [state.date, state.pax, scope, dayAttempt]);

  useEffect(() => {
    setQuote(undefined);
    if (!state.pax || !state.date || !state.time) return;
    let live = true;
    quoteReservation({ date: state.date, time: state.time, pax: state.pax, experience: state.experienceId ?? undefined, zone: state.zoneId ?? undefined, module: moduleSlug })
      .then((q) => live && setQuote(q))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [state.pax, state.date, state.time, state.experienceId, state.zoneId, moduleSlug]);

  // A hold is released when the guest leaves: in-app navigation, or closing the tab.
  const holdRef = useRef<string | null>(null);
  holdRef.current = done ? null : (state.hold?.hash ?? null);
  useEffect(() => {
    const onExit = () => {
      if (holdRef.current) releaseOnExit(holdRef.current, getRuntimeConfig().token, resolveApiBase(window.location, getRuntimeConfig().apiDevOrigin));
    };
    window.addEventListener('pagehide', onExit);
    return () => {
      window.removeEventListener('pagehide', onExit);
      if (holdRef.current) void releaseReservation(holdRef.current).catch(() => undefined);
    };
  }, []);

  const inputs = { day: day.data, experiences, quote, fixedExperience: fixedExperienceId !== null };
  const steps = stepsOf(state, inputs);
  const experience = experiences.find((e) => e.id === state.experienceId) ?? null;
  const questions = useMemo(() => (experience ? parseExtraQuestions(experience.campiAggiuntivi) : []), [experience]);
  const paidOnline = !!quote?.payment && !state.waitingList;
  const zones = zoneChoices(state, inputs);
  const zone = zones.find((z) => z.id === state.zoneId) ?? null;
  const slot = slotOf(state, day.data);

  const releaseHold = () => {
    if (state.hold) void releaseReservation(state.hold.hash).catch(() => undefined);
    return { hold: null, cardSaved: false };
  };
  const goTo = (step: StepId) => {
    setError(null);
    const cardStep: StepId = steps.includes('payment') ? 'payment' : 'guarantee';
    const beforeCard = !steps.includes(cardStep) || steps.indexOf(step) < steps.indexOf(cardStep);
    update({ step, ...(state.hold && beforeCard ? releaseHold() : {}) });
  };

  // Each step is a browser history entry (the step rides in the entry's state, so the URL and
  // the leave guard stay as they are): Back goes one step back with every choice kept, Forward
  // comes again. A new step pushes an entry; an entry the visitor returns to sets the step.
  const routerLocation = useLocation();
  const entryStep = ((routerLocation.state as { reserveStep?: StepId } | null)?.reserveStep ?? 'people') as StepId;
  // The first screen's entry is the first step's (reserve-page.tsx rewrites an arrival's); the
  // step the flow starts on is a new one.
  const mounted = useRef(false);
  useEffect(() => {
    if (done || entryStep === state.step) return;
    navigate({ pathname: routerLocation.pathname, search: routerLocation.search }, { state: { reserveStep: state.step } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new step makes an entry
  }, [state.step]);
  // An entry the visitor returns to sets the step (not the flow's own first run: its mount).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (done || entryStep === state.step) return;
    // A step that no longer applies (the choices changed since) is not returned to.
    if (steps.includes(entryStep)) goTo(entryStep);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a history move sets the step
  }, [routerLocation.key]);
  const nextAfter = (from: StepId, next: FlowState) => {
    const list = stepsOf(next, inputs);
    return list[list.indexOf(from) + 1] ?? 'summary';
  };
  const choose = (from: StepId, patch: Partial<FlowState>) => {
    setError(null);
    setState((s) => {
      const next = { ...s, ...patch };
      return { ...next, step: nextAfter(from, next) };
    });
  };

  /** One tap on a suggested time: that date and time, and the flow goes on from the time step. */
  const takeSuggestion = async (date: string, time: string) => {
    setFullDay(null);
    const data = await loadDay({ day: date, pax: state.pax! }, scope).catch(() => undefined);
    // The day as the time step reads it (its date, and whether it failed): Back to that step
    // shows its times, or the message with a retry, never a load that never ends.
    setDay({ data, loading: false, failed: !data, date });
    setState((s) => {
      const next = { ...s, date, time, waitingList: false, zoneId: null, experienceId: fixedExperienceId, ...releaseHold() };
      if (!data) return { ...next, time: null, step: 'time' };
      const list = stepsOf(next, { ...inputs, day: data });
      return { ...next, step: list[list.indexOf('time') + 1] ?? 'details' };
    });
  };
  const suggestionsFor = (date: string) => (time: string) => (
    <SuggestedTimes key={`${date}T${time}`} date={date} time={time} pax={state.pax!} experience={fixedExperienceId ?? undefined} module={moduleSlug} onTake={(d, tm) => void takeSuggestion(d, tm)} />
  );

  const errorText = (err: unknown) => {
    const code = isApiError(err) ? err.code : 'generic';
    return t(`errors.${code}`, { defaultValue: t(apiErrorKey(code)) });
  };
  const guestPayload = () => {
    const g = state.guest;
    return {
      date: state.date!,
      time: state.time!,
      pax: state.pax!,
      zone: state.zoneId ?? undefined,
      experience: state.experienceId ?? undefined,
      module: moduleSlug,
      firstName: g.firstName,
      lastName: g.lastName,
      email: g.email,
      phonePrefix: g.phone.prefix,
      phone: g.phone.number,
      notes: g.notes,
      visitReason: g.visitReason,
      visitReasonOther: g.visitReasonOther,
      privacy: '1',
      marketing: g.marketing ? '1' : undefined,
      language: lang,
      altcha: state.altcha ?? undefined,
      extraAnswers: answersPayload(questions, state.extraAnswers),
    };
  };
  const spendBotCheck = () => {
    update({ altcha: null });
    setBotCheckReset((n) => n + 1);
  };
  const finish = (path: string, extra: Record<string, unknown>) => {
    setDone(true);
    holdRef.current = null;
    // Navigate once the guard is lifted (next tick).
    setTimeout(() => navigate(path, { state: { ...SKIP_CONFIRM_LEAVE, ...extra } }), 0);
  };

  const hold = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await holdReservation({ ...guestPayload(), cancellationPolicy: state.policyAccepted ? '1' : undefined });
      const held = { hash: res.hash, clientSecret: res.clientSecret, expiresAt: res.reservation.holdExpiresAt ?? '', mode: res.mode };
      // Paid online: straight to the payment; a card guarantee shows its card form on the same step.
      update({ hold: held, altcha: null, ...(res.mode === 'payment' ? { step: 'payment' as const } : {}) });
    } catch (err) {
      spendBotCheck();
      if (isApiError(err) && NOT_CONFIRMED.has(err.code)) finish('/reserve/rejected', { reason: err.code });
      else setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  /** Paid: the reservation is made (the event may have made it already; complete answers the same). */
  const completePaid = async () => {
    if (!state.hold) return;
    setBusy(true);
    setError(null);
    try {
      const res = await completeReservation(state.hold.hash);
      finish(`/reserve/${res.outcome}`, { reservation: res.reservation });
    } catch (err) {
      if (isApiError(err) && NOT_CONFIRMED.has(err.code)) finish('/reserve/rejected', { reason: err.code });
      else setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (paidOnline && !state.hold) return hold();
    setBusy(true);
    setError(null);
    try {
      const res = state.hold ? await completeReservation(state.hold.hash) : await submitReservation({ ...guestPayload(), waitingList: state.waitingList ? '1' : undefined });
      finish(`/reserve/${res.outcome}`, { reservation: res.reservation });
    } catch (err) {
      if (!state.hold) spendBotCheck();
      if (isApiError(err) && NOT_CONFIRMED.has(err.code)) finish('/reserve/rejected', { reason: err.code });
      else setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  // A whole day is full: suggestions near the evening's usual time (the server sorts by distance).
  const defaultSuggestTime = '20:00';

  return (
    <>
      <FlowHeading heading={frame.heading} intro={intro} />
      <Breadcrumb steps={steps} current={state.step} canGoTo={() => !busy} onGoTo={goTo} />
      {state.step === 'people' ? <PeopleChoice frame={frame} value={state.pax} onChoose={(pax) => choose('people', { pax, date: null, time: null, zoneId: null, waitingList: false, experienceId: fixedExperienceId, ...releaseHold() })} /> : null}
      {/* The next steps arrive in chunks of their own (steps/choice-steps.ts, steps/later-steps.ts). */}
      <Suspense fallback={<LoadingState />}>
        {state.step === 'date' ? (
          <section className={styles.step} aria-labelledby="step-title">
            <h2 id="step-title">{t('date.title')}</h2>
            {month.failed ? <ErrorState message={t('errors.loadAvailability')} onRetry={() => setMonthAttempt((n) => n + 1)} /> : null}
            <Suspense fallback={<LoadingState />}>
              <MonthCalendar
                year={view.year}
                month={view.month}
                data={month.data}
                loading={month.loading}
                selected={state.date}
                minMonth={firstMonth}
                onMonthChange={(year, m) => setView({ year, month: m })}
                onSelect={(date) => choose('date', { date, time: null, zoneId: null, waitingList: false, experienceId: fixedExperienceId })}
                onFullDay={setFullDay}
                allowWaitingList
              />
              {fullDay ? suggestionsFor(fullDay)(defaultSuggestTime) : null}
            </Suspense>
          </section>
        ) : null}
        {state.step === 'time' ? (
          <TimeStep
            day={day.data}
            loading={day.loading || day.date !== state.date}
            failed={!!day.failed && day.date === state.date}
            onRetry={() => setDayAttempt((n) => n + 1)}
            value={state.time}
            waitingList={state.waitingList}
            experienceId={fixedExperienceId}
            onChoose={(time, waitingList) => choose('time', { time, waitingList, zoneId: null, experienceId: fixedExperienceId })}
            suggestions={state.date ? suggestionsFor(state.date) : undefined}
          />
        ) : null}
        {state.step === 'experience' ? (
          <ExperienceStep experiences={offeredExperiences(state, inputs)} tableAvailable={state.waitingList ? !!slot?.waitingList : !!slot?.table} waitingList={state.waitingList} value={state.experienceId} currency={currency} onChoose={(id) => choose('experience', { experienceId: id, zoneId: null })} />
        ) : null}
        {state.step === 'zone' ? <ZoneStep zones={zones} value={state.zoneId} onChoose={(id) => choose('zone', { zoneId: id })} /> : null}
        {state.step === 'details' ? (
          <DetailsStep
            guest={state.guest}
            askReason={experience ? experience.flagMotivoVisita === 1 : true}
            onChange={(guest) => update({ guest })}
            questions={questions}
            answers={state.extraAnswers}
            onAnswers={(extraAnswers) => update({ extraAnswers })}
            onNext={() => choose('details', {})}
            onBack={() => goTo(steps[steps.indexOf('details') - 1]!)}
          />
        ) : null}
        {state.step === 'guarantee' && quote?.guarantee ? (
          <GuaranteeStep
            terms={quote.guarantee}
            pax={state.pax!}
            venueName={venueName}
            accepted={state.policyAccepted}
            onAccept={(policyAccepted) => update({ policyAccepted })}
            hold={state.hold}
            busy={busy}
            error={error}
            botCheckReset={botCheckReset}
            onAltcha={(altcha) => update({ altcha })}
            altcha={state.altcha}
            onHold={() => void hold()}
            onCardSaved={() => update({ cardSaved: true, step: 'summary' })}
            onBack={() => goTo('details')}
          />
        ) : null}
        {state.step === 'guarantee' && !quote ? <LoadingState /> : null}
        {state.step === 'summary' ? (
          <SummaryStep
            state={state}
            quote={quote}
            experience={experience}
            zone={zone}
            venueName={venueName}
            currency={currency}
            busy={busy}
            error={error}
            botCheckReset={botCheckReset}
            onAltcha={(altcha) => update({ altcha })}
            questions={questions}
            onAccept={(policyAccepted) => update({ policyAccepted })}
            onConfirm={() => void confirm()}
            onBack={() => goTo(steps[steps.indexOf('summary') - 1]!)}
            // A time full but for its waiting list: a free table nearby may suit the guest better.
            alternatives={state.waitingList && state.date && state.time ? suggestionsFor(state.date)(state.time) : null}
          />
        ) : null}
        {state.step === 'payment' && state.hold && quote?.payment ? (
          <PaymentStep payment={quote.payment} hold={state.hold} busy={busy} error={error} onPaid={() => void completePaid()} onBack={() => goTo('summary')} />
        ) : null}
      </Suspense>
      {guardLeaving ? (
        <Suspense fallback={null}>
          <ConfirmLeave when />
        </Suspense>
      ) : null}
    </>
  );
}
