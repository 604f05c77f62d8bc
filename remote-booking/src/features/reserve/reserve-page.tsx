/**
 * /reserve and /r/{reservemodule}: the booking flow. Its first screen (the party size) is all a
 * first view needs, and the server renders it; the rest of the flow (reserve-flow.tsx) comes once
 * that screen is shown and the browser idle (or with the visitor's first sign of a choice), with
 * the month of the likely party; another party's month comes with its choice.
 */
import { ErrorState, LoadingState, apiErrorKey, onlyOnIntent, usePageData, whenIdle, Link, useLocation, useNavigate, useTranslation } from '@venue/shared';
import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { prefetchMonth } from '../../api/availability-api';
import { readBookingModule } from '../../api/booking-api';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { Breadcrumb } from './breadcrumb';
import { type FlowProps, FlowHeading, PeopleChoice, useFlowFrame } from './first-screen';
import type { StepId } from './flow-state';
import { preloadChoiceSteps } from './steps/choice-steps';
import { useLinkedStart } from './use-linked-start';
import { voucherCodeFromHash } from './voucher-link';
import styles from '../../components/booking-screen.module.css';

/**
 * The flow's steps before any choice, as `stepsOf` (flow-steps.ts) gives them with no day or
 * price known yet: the first screen's breadcrumb, without the flow's state code. The experience,
 * area and card steps join once a time is chosen.
 */
const STEPS_BEFORE_ANY_CHOICE: StepId[] = ['people', 'date', 'time', 'details', 'summary'];

const ReserveFlow = lazyWithPreload(() => import(/* webpackChunkName: "booking-flow" */ './reserve-flow').then((m) => m.ReserveFlow));

/** The flow's code and its next steps' (the calendar's). */
function preloadFlow(): void {
  void ReserveFlow.preload().catch(() => undefined);
  preloadChoiceSteps();
}

/** The party most bookings are for, the size booking forms commonly start on. */
const LIKELY_PARTY = 2;

/**
 * Once the first step is shown and the browser idle, what a tap on a size needs: the flow's code,
 * and the month of the likely party (`monthFor`, within the venue's sizes); any other size's month
 * comes when a finger comes down on it. Where the visitor saves data (or is on 2G), only at the
 * first sign of a choice (PeopleIntent). Returns a cancel (the first step went away first).
 */
function fetchAheadWhenIdle(monthFor: (pax: number) => void, sizes: { min: number; max: number }): () => void {
  if (onlyOnIntent()) return () => undefined;
  let cancelled = false;
  void whenIdle().then(() => {
    if (cancelled) return;
    preloadFlow();
    monthFor(Math.min(Math.max(LIKELY_PARTY, sizes.min), sizes.max));
  });
  return () => {
    cancelled = true;
  };
}

export function ReservePage({ moduleSlug, pageName }: { moduleSlug?: string; pageName: 'Reserve' | 'ReserveModule' }) {
  return (
    <article className={styles.page} data-page={pageName} data-build={__BUILD_LABEL__}>
      {/* Plain /reserve needs nothing loaded: its first step is in the server's HTML. */}
      {moduleSlug ? <ModuleFlow moduleSlug={moduleSlug} /> : <ReserveStart title={null} intro={null} />}
    </article>
  );
}

/** A booking module's page (/reserve/m/:slug): its title and intro come from the API. */
function ModuleFlow({ moduleSlug }: { moduleSlug: string }) {
  const { t } = useTranslation('booking');
  // Its title and intro are in the server's HTML too (the page's first paint, no spinner).
  const [module] = usePageData('module', readBookingModule);
  if (module.status === 'loading') return <LoadingState />;
  if (module.status === 'notFound') {
    return (
      <>
        <h1>{t('module.notFoundTitle')}</h1>
        <p>{t('module.notFoundText')}</p>
        <Link to="/reserve" className="sh-button sh-button--secondary">
          {t('module.toReserve')}
        </Link>
      </>
    );
  }
  if (module.status === 'error') {
    return (
      <>
        <h1>{t('errors.loadTitle')}</h1>
        <ErrorState message={t(apiErrorKey(module.code))} />
      </>
    );
  }
  return <ReserveStart moduleSlug={moduleSlug} title={module.data ? module.data.titolo : null} intro={module.data?.descrizione ?? null} />;
}

/** The flow's first screen; the whole flow once the party size is chosen (or given by the link). */
function ReserveStart(props: FlowProps) {
  const frame = useFlowFrame(props);
  const [chosen, setChosen] = useState<number | null>(null);
  const [startPax, setStartPax] = useState<number | null>(null);
  // Read once, on arrival: the steps' history entries leave the fragment out of the address.
  const { hash } = useLocation();
  const [voucherCode] = useState(() => voucherCodeFromHash(hash));
  // The first screen stays (its choice pressed) while the flow's code comes.
  const [, startTransition] = useTransition();
  useFirstStepEntry();

  // The flow's code is fetched once the first step is shown and the browser idle, or at the first
  // sign the visitor is about to choose (a size pointed at or focused), whichever comes first;
  // a size's month once a finger or the mouse comes down on it, a moment before the click (the
  // likely party's on idle already).
  const month = (pax: number) => prefetchMonth({ ...frame.firstMonth, pax }, frame.scope);
  const started = useRef(false);
  useEffect(
    () => fetchAheadWhenIdle((pax) => void (started.current || month(pax)), { min: frame.minPax, max: frame.maxPax }),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- once, for the first step shown
  );
  const start = (pax: number) => {
    started.current = true;
    setChosen(pax);
    preloadFlow();
    month(pax);
    startTransition(() => setStartPax(pax));
  };
  useLinkedStart(chosen === null ? frame.linkedGuests : null, start);
  return (
    <Suspense fallback={<LoadingState />}>
      {startPax === null ? (
        <>
          <FlowHeading heading={frame.heading} intro={props.intro} />
          <Breadcrumb steps={STEPS_BEFORE_ANY_CHOICE} current="people" canGoTo={() => false} onGoTo={() => undefined} />
          <PeopleChoice frame={frame} value={chosen} onChoose={start} intent={{ near: preloadFlow, down: month }} />
        </>
      ) : (
        <ReserveFlow {...props} startPax={startPax} voucherCode={voucherCode} />
      )}
    </Suspense>
  );
}

/**
 * Each step of the flow is a history entry (use-step-history.ts); a reload keeps an entry's state,
 * not the choices, so the entry the page arrives on becomes the first step's.
 */
function useFirstStepEntry(): void {
  const routerLocation = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const step = (routerLocation.state as { reserveStep?: string } | null)?.reserveStep;
    if (step && step !== 'people')
      navigate(
        { pathname: routerLocation.pathname, search: routerLocation.search },
        { replace: true, state: { ...(routerLocation.state as object), reserveStep: 'people' } },
      );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only the entry the page arrives on (the flow's later entries are its own steps)
}
