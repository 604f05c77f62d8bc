/**
 * /reserve/{hash}/edit: the guest changes party size, date, time or zone, or cancels. The
 * server refuses a change that needs a card, would only be on the waiting list, or is sold
 * out (spec section 4): the message says which, and the guest can choose again. Success and
 * failure end on /edit/confirm and /edit/error; the link keeps working after an edit.
 */
import {
  ApiError,
  Button,
  ErrorState,
  LoadingState,
  type DayAvailability,
  type MonthAvailability,
  type Slot,
  formatMoney,
  isApiError,
  locationAtom,
  localized,
  useApiData,
  useHydrated,
  useNavigate,
  useParams,
  useTranslation,
  SKIP_CONFIRM_LEAVE,
} from '@venue/shared';
import { useLeaveGuard } from '@venue/shared/leave-guard';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { loadDay, loadMonth } from '../../api/availability-api';
import { type Reservation, cancelReservation, editReservation, getReservation } from '../../api/booking-api';
import { MonthCalendar } from '../../components/month-calendar';
import { ReservationDetails } from '../../components/reservation-details';
import { isReservationHash } from '../../lib/hash';
import { venueToday } from '../../lib/venue-today';
import { CancelledBooking } from './cancelled-booking';
import { ConfirmLeaveDialog, Modal, prefetchForms } from './on-demand-forms';
import styles from './reserve-edit.module.css';

const BLOCKS = new Set(['EDIT_NEEDS_CARD', 'EDIT_WAITING_LIST', 'EDIT_SOLD_OUT', 'EDIT_PAID_PAX', 'BOOKING_LIMIT_EMAIL', 'BOOKING_LIMIT_CLIENT']);
const notFound = () => new ApiError('RESERVATION_NOT_FOUND', 'Not a reservation link', { httpStatus: 404 });

export function ReserveEditPage() {
  const { t } = useTranslation('booking');
  const { hash = '' } = useParams();
  // Rendered on the server too (the page is personal: never kept, private to the browser).
  const [state] = useApiData(() => (isReservationHash(hash) ? getReservation(hash) : Promise.reject(notFound())), [hash], { answerKey: `reservation/${hash}` });
  return (
    <article className={styles.page} data-page="ReserveEdit" data-build={__BUILD_LABEL__}>
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'notFound' ? (
        <>
          <h1>{t('edit.notFoundTitle')}</h1>
          <p>{t('edit.notFoundText')}</p>
        </>
      ) : null}
      {state.status === 'error' ? (
        <>
          <h1>{t('editError.title')}</h1>
          <ErrorState message={t('editError.text')} />
        </>
      ) : null}
      {state.status === 'ready' ? state.data.status === 'cancelled' ? <CancelledBooking reservation={state.data} /> : <EditForm reservation={state.data} /> : null}
    </article>
  );
}

function EditForm({ reservation: r }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const navigate = useNavigate();
  const location = useAtomValue(locationAtom);
  const [pax, setPax] = useState(r.pax);
  // Server-rendered: a choice made before the page's script has taken over would be reset.
  const hydrated = useHydrated();
  const [date, setDate] = useState(r.date);
  const [time, setTime] = useState<string | null>(r.time);
  const [zone, setZone] = useState<number | null>(r.zone?.id ?? null);
  const [view, setView] = useState({ year: Number(r.date.slice(0, 4)), month: Number(r.date.slice(5, 7)) });
  // A month or day answer with a falsy status (spec section 7) or a failed call: a message with a retry.
  const [month, setMonth] = useState<{ data?: MonthAvailability; loading: boolean; failed?: boolean }>({ loading: false });
  const [day, setDay] = useState<DayAvailability | undefined>();
  const [dayFailed, setDayFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const scope = useMemo(() => (r.experience ? { experience: r.experience.id } : {}), [r.experience]);
  const dirty = pax !== r.pax || date !== r.date || time !== r.time || zone !== (r.zone?.id ?? null);
  const leaveGuard = useLeaveGuard(dirty && !leaving);
  useEffect(() => {
    if (dirty) prefetchForms();
  }, [dirty]);
  const today = venueToday(r.venue.timezone);

  useEffect(() => {
    let live = true;
    setMonth((m) => ({ ...m, loading: true, failed: false }));
    loadMonth({ ...view, pax }, scope)
      .then((data) => live && setMonth({ data, loading: false, failed: !data }))
      .catch(() => live && setMonth({ loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [view, pax, scope, attempt]);

  useEffect(() => {
    let live = true;
    setDayFailed(false);
    loadDay({ day: date, pax }, scope)
      .then((data) => {
        if (!live) return;
        setDay(data);
        setDayFailed(!data);
      })
      .catch(() => {
        if (!live) return;
        setDay(undefined);
        setDayFailed(true);
      });
    return () => {
      live = false;
    };
  }, [date, pax, scope, attempt]);

  const leaveTo = (path: string, extra: Record<string, unknown> = {}) => {
    setLeaving(true);
    setTimeout(() => navigate(path, { state: { ...SKIP_CONFIRM_LEAVE, ...extra } }), 0);
  };

  const save = async () => {
    if (!time) return;
    setBusy(true);
    setBlocked(null);
    try {
      const res = await editReservation({ hash: r.hash, date, time, pax, zone: zone ?? undefined });
      leaveTo(`/reserve/${r.hash}/edit/confirm`, { reservation: res.reservation, changed: res.changed });
    } catch (err) {
      if (isApiError(err) && BLOCKS.has(err.code)) setBlocked(err.code);
      else leaveTo(`/reserve/${r.hash}/edit/error`);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const res = await cancelReservation(r.hash);
      leaveTo(`/reserve/${r.hash}/edit/confirm`, { reservation: res, cancelled: true });
    } catch {
      leaveTo(`/reserve/${r.hash}/edit/error`);
    }
  };

  const maxPax = location?.bookingMaxPax || 10;
  const slot = day?.slots.find((s) => s.time === time);
  const zones = !r.experience && slot ? slot.zones : [];
  // The guest's own time stays selectable: the server measures the venue without this booking.
  const own = (s: { time: string }) => date === r.date && s.time === r.time;
  const free = (s: Slot) => own(s) || (r.experience ? s.experiences.includes(r.experience.id) : s.available);
  // A full time that keeps a waiting list can be chosen, and says at once that a change cannot
  // wait there (spec section 4); a full time without one cannot be chosen at all.
  const waits = (s: Slot) => (r.experience ? s.waitingExperiences.includes(r.experience.id) : s.waitingList);
  const chosenSlot = day?.slots.find((s) => s.time === time);
  const chosenWaits = !!chosenSlot && !free(chosenSlot);
  const shownBlock = blocked ?? (chosenWaits ? 'EDIT_WAITING_LIST' : null);

  return (
    <>
      <h1>{t('pages.ReserveEdit')}</h1>
      <section className={styles.section} aria-labelledby="current-title">
        <h2 id="current-title">{t('edit.current')}</h2>
        <ReservationDetails reservation={r} />
      </section>
      {!r.editable && !r.cancellable ? <p className={styles.notice}>{t('edit.closed')}</p> : null}
      {r.status === 'waiting' ? <p className={styles.notice}>{t('edit.waiting')}</p> : null}
      {r.editable ? (
        <section className={styles.section} aria-labelledby="change-title">
          <h2 id="change-title">{t('edit.change')}</h2>
          <div className="sh-field">
            <label className="sh-label" htmlFor="edit-pax">
              {t('steps.people')}
            </label>
            <select id="edit-pax" className="sh-select" value={pax} disabled={!hydrated} onChange={(e) => setPax(Number(e.target.value))}>
              {Array.from({ length: maxPax }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('people.count', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <MonthCalendar
            year={view.year}
            month={view.month}
            data={month.data}
            loading={month.loading}
            selected={date}
            minMonth={{ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }}
            onMonthChange={(year, m) => setView({ year, month: m })}
            onSelect={(d) => {
              setDate(d);
              setTime(null);
              setBlocked(null);
            }}
            allowWaitingList
            selectable={['available', 'experience', 'completed']}
          />
          {month.failed ? <ErrorState message={t('errors.loadAvailability')} onRetry={() => setAttempt((n) => n + 1)} /> : null}
          {dayFailed && !month.failed ? <ErrorState message={t('errors.loadAvailability')} onRetry={() => setAttempt((n) => n + 1)} /> : null}
          <div className={styles.times} role="group" aria-label={t('time.title')}>
            {(day?.slots ?? []).map((s) => {
              const open = free(s);
              const choosable = open || waits(s);
              const mark = open ? '' : waits(s) ? t('time.waitingList') : t('time.full');
              return (
                <button
                  key={s.time}
                  type="button"
                  className={styles.choice}
                  aria-pressed={time === s.time}
                  aria-disabled={!choosable || undefined}
                  aria-label={mark ? `${s.time}, ${mark}` : undefined}
                  data-full={!open || undefined}
                  onClick={() => {
                    if (!choosable) return;
                    setTime(s.time);
                    setBlocked(null);
                  }}
                >
                  {s.time}
                  {mark ? <small aria-hidden="true">{mark}</small> : null}
                </button>
              );
            })}
          </div>
          {zones.length > 1 ? (
            <div className="sh-field">
              <label className="sh-label" htmlFor="edit-zone">
                {t('zone.title')}
              </label>
              <select id="edit-zone" className="sh-select" value={zone ?? ''} onChange={(e) => setZone(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{t('zone.any')}</option>
                {zones.map((z) => (
                  <option key={z.id} value={z.id}>
                    {localized(z.nome, lang)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {shownBlock ? (
            <p className={styles.error} role="alert" data-block={shownBlock}>
              {t(`edit.blocked.${shownBlock}`)}
            </p>
          ) : null}
          <Button onClick={() => void save()} loading={busy} disabled={!time || !dirty || chosenWaits}>
            {t('edit.save')}
          </Button>
        </section>
      ) : null}
      {r.cancellable ? (
        <section className={styles.section} aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t('edit.cancelTitle')}</h2>
          {r.cancelIsLate && r.guarantee ? <p className={styles.notice}>{t('edit.lateWarning', { amount: formatMoney(r.guarantee.amount, r.guarantee.currency, lang) })}</p> : null}
          {r.payment?.status === 'paid' ? (
            <p className={styles.notice} data-testid="refund-rule">
              {t(r.payment.refundOnCancel ? 'edit.refundOnCancel' : 'edit.noRefund', { amount: formatMoney(r.payment.amount, r.payment.currency, lang) })}
            </p>
          ) : null}
          <Button variant="danger" onClick={() => setAsking(true)} onPointerEnter={prefetchForms} onFocus={prefetchForms}>
            {t('edit.cancel')}
          </Button>
        </section>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <Modal
            open
            onClose={() => setAsking(false)}
            size="sm"
            title={t('edit.cancelConfirmTitle')}
            footer={
              <>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  {t('edit.keep')}
                </Button>
                <Button variant="danger" loading={busy} onClick={() => void cancel()}>
                  {t('edit.cancelYes')}
                </Button>
              </>
            }
          >
            <p>{t('edit.cancelConfirmText')}</p>
          </Modal>
        </Suspense>
      ) : null}
      {leaveGuard.state === 'blocked' ? (
        <Suspense fallback={null}>
          <ConfirmLeaveDialog open onStay={() => leaveGuard.reset?.()} onLeave={() => leaveGuard.proceed?.()} />
        </Suspense>
      ) : null}
    </>
  );
}
