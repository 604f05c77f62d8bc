/**
 * Month calendar with the day statuses of getesperienzemonth (past, closed, experience,
 * available, completed). Each day is a button whose accessible name says the date and its
 * status, so a screen reader hears what the colour shows; the legend explains each status in a
 * Tooltip (tap on touch screens, hover or focus otherwise).
 *
 * Keyboard: the days are an ARIA grid (WAI-ARIA APG date grid) with one tab stop — the chosen
 * day, else the first day that can be chosen. Arrow keys move by a day or a week, Home / End to
 * the start / end of the week, Page Up / Page Down to the same day of the previous / next month
 * (the month changes when the move leaves it); Enter or Space picks the day.
 */
import { DAY_STATUSES, type DayStatus, type MonthAvailability, formatDate, useTranslation } from '@venue/shared';
import { Tooltip } from '@venue/shared/tooltip';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
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
  /** A full day was tapped: the page offers the nearest free times. */
  onFullDay?: (date: string) => void;
  /** A finger or the mouse comes down on a day that can be chosen, a moment before the click: its times can be asked for. */
  onDayIntent?: (date: string) => void;
}

const SELECTABLE: DayStatus[] = ['available', 'experience'];

function shift(year: number, month: number, by: number) {
  const m = year * 12 + (month - 1) + by;
  return { year: Math.floor(m / 12), month: (m % 12) + 1 };
}

// The grid's key moves come on demand (calendar-keys.ts): fetched when a day gets the keyboard's focus, so
// a first view does not download what only a keyboard uses.
const GRID_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
const loadKeys = () => import(/* webpackChunkName: "calendar-keys" */ './calendar-keys');
const prefetchKeys = () => void loadKeys().catch(() => undefined);

/** The week's day names from Monday, narrow and long, made once per language (formatters cost). */
const weekdayNames = new Map<string, { narrow: string; long: string }[]>();
function weekdaysOf(lang: string) {
  let names = weekdayNames.get(lang);
  if (!names) {
    const narrow = new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 7 }, (_, i) => {
      const day = new Date(Date.UTC(2024, 0, 1 + i));
      return { narrow: narrow.format(day), long: long.format(day) };
    });
    weekdayNames.set(lang, names);
  }
  return names;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function MonthCalendar({
  year,
  month,
  data,
  loading,
  selected,
  minMonth,
  onMonthChange,
  onSelect,
  allowWaitingList,
  selectable: pickable = SELECTABLE,
  onFullDay,
  onDayIntent,
}: MonthCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  // The day that holds the tab stop once the guest has moved with the keyboard, and whether
  // focus must follow it when its button appears (after a month change).
  const [active, setActive] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  // Days of another month (the previous month's data while the next loads) are not shown.
  const days = useMemo(() => (data?.days ?? []).filter((d) => d.date.startsWith(monthKey)), [data, monthKey]);
  // Each day's spoken name, made once per month's answer: a date formatted in full per day was
  // most of a render, and a day's focus (a tap) renders the calendar again.
  const labels = useMemo(() => {
    // Each status's words once (a translation costs about as much as a date's formatting).
    const statusText = new Map(DAY_STATUSES.map((status) => [status, t(`date.status.${status}`)]));
    const waitingText = t('time.waitingList');
    return new Map(
      days.map((d) => {
        const waiting = d.status === 'completed' && d.waitingList && allowWaitingList;
        return [d.date, `${formatDate(d.date, lang, 'full')}: ${statusText.get(d.status) ?? ''}${waiting ? ` (${waitingText})` : ''}`];
      }),
    );
  }, [days, lang, t, allowWaitingList]);
  const weekdays = weekdaysOf(lang);
  const canGoBack = year * 12 + month > minMonth.year * 12 + minMonth.month;
  const prev = shift(year, month, -1);
  const next = shift(year, month, 1);

  const isSelectable = (d: (typeof days)[number]) => pickable.includes(d.status) || (d.status === 'completed' && !!d.waitingList && !!allowWaitingList);
  const tabStop = days.find((d) => d.date === active)?.date ?? days.find((d) => d.date === selected)?.date ?? days.find(isSelectable)?.date ?? days[0]?.date;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`);
    if (button) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  const moveFrom = (from: string, to: string) => {
    const toYear = Number(to.slice(0, 4));
    const toMonth = Number(to.slice(5, 7));
    if (toYear * 12 + toMonth < minMonth.year * 12 + minMonth.month) return;
    setActive(to);
    pendingFocus.current = to;
    if (!to.startsWith(monthKey)) onMonthChange(toYear, toMonth);
    else gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${to}"]`)?.focus();
  };
  // Moves run in the order of their keys, also while the moves' code is still on its way.
  const moves = useRef(Promise.resolve());
  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('button[data-date]')?.dataset.date;
    if (!from || !GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const key = event.key;
    moves.current = moves.current
      .then(loadKeys)
      .then(({ moveFor }) => moveFrom(from, moveFor(key, from)))
      .catch(() => undefined);
  };

  // Weeks of seven cells: the month's days after the empty cells of the first week. Until the
  // month's statuses arrive, its days are drawn as placeholders of the same size, so the answer
  // moves nothing on the page (a slow answer comes long after the tap that asked for it).
  const pending = days.length === 0;
  const shown: Array<(typeof days)[number] | number> = pending ? Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1) : days;
  const cells: Array<(typeof shown)[number] | null> = [...Array.from({ length: lead }, () => null), ...shown];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <div className={styles.calendar} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <button
          type="button"
          className="sh-button sh-button--ghost sh-button--small"
          disabled={!canGoBack}
          onClick={() => onMonthChange(prev.year, prev.month)}
          aria-label={t('date.prev')}
        >
          ‹
        </button>
        <h3 id={titleId} className={styles.title} aria-live="polite">
          {formatDate(`${monthKey}-01`, lang, { month: 'long', year: 'numeric' })}
        </h3>
        <button type="button" className="sh-button sh-button--ghost sh-button--small" onClick={() => onMonthChange(next.year, next.month)} aria-label={t('date.next')}>
          ›
        </button>
      </div>
      <div className={styles.gridArea}>
        <table ref={gridRef} className={styles.grid} role="grid" aria-labelledby={titleId} aria-describedby={`${titleId}-help`} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {weekdays.map((w, i) => (
                <th key={`w${i}`} scope="col" className={styles.weekday}>
                  <span aria-hidden="true">{w.narrow}</span>
                  <span className="sh-visually-hidden">{w.long}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={`week${w}`}>
                {week.map((d, i) => {
                  if (!d) return <td key={`empty${w}-${i}`} className={styles.cell} />;
                  if (typeof d === 'number') {
                    return (
                      <td key={`pending${d}`} className={styles.cell}>
                        <span className={`${styles.day} ${styles.pending}`} aria-hidden="true">
                          {d}
                        </span>
                      </td>
                    );
                  }
                  const selectable = isSelectable(d);
                  return (
                    <td key={d.date} className={styles.cell}>
                      <button
                        type="button"
                        className={styles.day}
                        data-status={d.status}
                        data-date={d.date}
                        tabIndex={d.date === tabStop ? 0 : -1}
                        aria-pressed={selected === d.date}
                        aria-label={labels.get(d.date)}
                        aria-disabled={(!selectable && !(d.status === 'completed' && onFullDay)) || undefined}
                        onFocus={(event) => {
                          // A keyboard's focus (a finger's tap focuses the day too, and chooses it:
                          // the calendar is not drawn again for it, nor the keys' code fetched).
                          if (!event.currentTarget.matches(':focus-visible')) return;
                          setActive(d.date);
                          prefetchKeys();
                        }}
                        onPointerDown={selectable && onDayIntent ? () => onDayIntent(d.date) : undefined}
                        onClick={() => (selectable ? onSelect(d.date) : d.status === 'completed' && onFullDay?.(d.date))}
                      >
                        <span aria-hidden="true">{Number(d.date.slice(8))}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {/* Over the placeholders, not below them: its coming and going moves nothing either. */}
        {loading && pending ? (
          <p className={styles.loading} role="status">
            {t('date.loading')}
          </p>
        ) : null}
      </div>
      <p id={`${titleId}-help`} className="sh-visually-hidden">
        {t('date.keyboardHelp')}
      </p>
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
