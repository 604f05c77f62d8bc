/**
 * The edit page's change section: party size, day (the month's calendar), time and zone. A time
 * full but for its waiting list says at once that a change cannot wait there; a change the
 * server refused says why, until the guest chooses again.
 */
import { Button, ErrorState, locationAtom, localized, useHydrated, useTranslation } from '@venue/shared';
import { useAtomValue } from 'jotai';
import type { Dispatch } from 'react';
import type { Reservation } from '../../api/booking-api';
import { MonthCalendar } from '../../components/month-calendar';
import type { MonthAvailabilityState, MonthView } from '../../lib/use-month-availability';
import type { EditAction, EditState } from './edit-state';
import { slotRules } from './edit-slots';
import { TimeChoices } from './time-choices';
import type { useDaySlots } from './use-day-slots';
import styles from './reserve-edit.module.css';

export interface ChangeBookingProps {
  reservation: Reservation;
  state: EditState;
  dispatch: Dispatch<EditAction>;
  changed: boolean;
  month: MonthAvailabilityState;
  day: ReturnType<typeof useDaySlots>;
  /** The venue's today's month: the calendar goes no earlier. */
  minMonth: MonthView;
  /** Asks the month and the day again. */
  onRetry: () => void;
  onSave: () => void;
}

export function ChangeBooking({ reservation: r, state, dispatch, changed, month, day, minMonth, onRetry, onSave }: ChangeBookingProps) {
  const { t, i18n } = useTranslation('booking');
  const location = useAtomValue(locationAtom);
  // Server-rendered: a choice made before the page's script has taken over would be reset.
  const hydrated = useHydrated();
  const maxPax = location?.bookingMaxPax || 10;
  const { free, waits } = slotRules(r, state.date);
  const slot = day.data?.slots.find((s) => s.time === state.time);
  const zones = !r.experience && slot ? slot.zones : [];
  const chosenWaits = !!slot && !free(slot);
  const shownBlock = state.blocked ?? (chosenWaits ? 'EDIT_WAITING_LIST' : null);

  return (
    <section className={styles.section} aria-labelledby="change-title">
      <h2 id="change-title">{t('edit.change')}</h2>
      <div className="sh-field">
        <label className="sh-label" htmlFor="edit-pax">
          {t('steps.people')}
        </label>
        <select id="edit-pax" className="sh-select" value={state.pax} disabled={!hydrated} onChange={(e) => dispatch({ type: 'paxChosen', pax: Number(e.target.value) })}>
          {Array.from({ length: maxPax }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {t('people.count', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <MonthCalendar
        year={month.view.year}
        month={month.view.month}
        data={month.data}
        loading={month.loading}
        selected={state.date}
        minMonth={minMonth}
        onMonthChange={(year, m) => month.showMonth({ year, month: m })}
        onSelect={(date) => dispatch({ type: 'dateChosen', date })}
        allowWaitingList
        selectable={['available', 'experience', 'completed']}
      />
      {month.failed ? <ErrorState message={t('errors.loadAvailability')} onRetry={onRetry} /> : null}
      {day.failed && !month.failed ? <ErrorState message={t('errors.loadAvailability')} onRetry={onRetry} /> : null}
      <TimeChoices slots={day.data?.slots ?? []} value={state.time} free={free} waits={waits} onChoose={(time) => dispatch({ type: 'timeChosen', time })} />
      {zones.length > 1 ? (
        <div className="sh-field">
          <label className="sh-label" htmlFor="edit-zone">
            {t('zone.title')}
          </label>
          <select
            id="edit-zone"
            className="sh-select"
            value={state.zone ?? ''}
            onChange={(e) => dispatch({ type: 'zoneChosen', zone: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('zone.any')}</option>
            {zones.map((z) => (
              <option key={z.id} value={z.id}>
                {localized(z.nome, i18n.language)}
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
      <Button onClick={onSave} loading={state.busy} disabled={!state.time || !changed || chosenWaits}>
        {t('edit.save')}
      </Button>
    </section>
  );
}
