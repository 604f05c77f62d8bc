/**
 * Month calendar with the day statuses of getesperienzemonth (past, closed, experience,
 * available, completed). Each day is a button whose accessible name says its status, so a
 * screen reader hears what the colour shows; the legend explains each status in a Tooltip
 * (tap on touch screens, hover or focus otherwise).
 */
import { DAY_STATUSES, type DayStatus, type MonthAvailability, Tooltip, formatDate } from '@venue/shared';
import { useTranslation } from 'react-i18next';
import styles from './month-calendar.module.css';

export interface MonthCalendarProps {
  year: number;
  month: number;
  data: MonthAvailability | undefined;
  loading: boolean;
  selected: string | null;
  /** Earliest month the guest may go back to. */
  minMonth: { year: number; month: number };
  onMonthChange: (year: number, month: number) => void;
  onSelect: (date: string) => void;
  /** Completed days with a waiting list stay selectable. */
  allowWaitingList?: boolean;
  /** Statuses a guest may pick (default: available and experience days). */
  selectable?: DayStatus[];
}

const SELECTABLE: DayStatus[] = ['available', 'experience'];

function shift(year: number, month: number, by: number) {
  const m = year * 12 + (month - 1) + by;
  return { year: Math.floor(m / 12), month: (m % 12) + 1 };
}

export function MonthCalendar({ year, month, data, loading, selected, minMonth, onMonthChange, onSelect, allowWaitingList, selectable: pickable = SELECTABLE }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  const days = data?.days ?? [];
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const longWeekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const canGoBack = year * 12 + month > minMonth.year * 12 + minMonth.month;
  const prev = shift(year, month, -1);
  const next = shift(year, month, 1);

  return (
    <div className={styles.calendar} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <button type="button" className="sh-button sh-button--ghost sh-button--small" disabled={!canGoBack} onClick={() => onMonthChange(prev.year, prev.month)} aria-label={t('date.prev')}>
          ‹
        </button>
        <h3 className={styles.title} aria-live="polite">
          {formatDate(`${year}-${String(month).padStart(2, '0')}-01`, lang, { month: 'long', year: 'numeric' })}
        </h3>
        <button type="button" className="sh-button sh-button--ghost sh-button--small" onClick={() => onMonthChange(next.year, next.month)} aria-label={t('date.next')}>
          ›
        </button>
      </div>
      <div className={styles.grid} role="group" aria-label={t('date.title')}>
        {weekdays.map((w, i) => (
          <span key={`w${i}`} className={styles.weekday} aria-hidden="true" title={longWeekdays[i]}>
            {w}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead${i}`} />
        ))}
        {days.map((d) => {
          const waiting = d.status === 'completed' && d.waitingList && allowWaitingList;
          const selectable = pickable.includes(d.status) || waiting;
          const status = t(`date.status.${d.status}`);
          const label = `${formatDate(d.date, lang, 'full')}: ${status}${waiting ? ` (${t('time.waitingList')})` : ''}`;
          return (
            <button
              key={d.date}
              type="button"
              className={styles.day}
              data-status={d.status}
              data-date={d.date}
              aria-pressed={selected === d.date}
              aria-label={label}
              aria-disabled={!selectable || undefined}
              onClick={() => selectable && onSelect(d.date)}
            >
              <span aria-hidden="true">{Number(d.date.slice(8))}</span>
            </button>
          );
        })}
        {loading && days.length === 0 ? <p className={styles.loading}>{t('date.loading')}</p> : null}
      </div>
      <ul className={styles.legend} aria-label={t('date.legend')}>
        {DAY_STATUSES.map((s) => (
          <li key={s} className={styles.legendItem}>
            <span className={styles.swatch} data-status={s} aria-hidden="true" />
            <span>{t(`date.status.${s}`)}</span>
            <Tooltip content={t(`date.statusHelp.${s}`)} label={`${t(`date.status.${s}`)}: ${t('date.whatMeans')}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
