/**
 * When a time or a day is full: the nearest free times that day and on the next days for this
 * party (reservation/suggest), each one tap away.
 */
import { LoadingState, useTranslation } from '@venue/shared';
import { useEffect, useState } from 'react';
import { type Suggestions, suggestTimes } from '../../../api/booking-api';
import styles from './suggested-times.module.css';

export interface SuggestedTimesProps {
  date: string;
  /** The time wanted; the day's first time when a whole day is full. */
  time: string;
  pax: number;
  experience?: number;
  module?: string;
  onTake: (date: string, time: string) => void;
}

export function SuggestedTimes({ date, time, pax, experience, module, onTake }: SuggestedTimesProps) {
  const { t, i18n } = useTranslation('bookingHelp');
  const [found, setFound] = useState<Suggestions | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    setFound('loading');
    suggestTimes({ date, time, pax, experience, module })
      .then((s) => live && setFound(s))
      .catch(() => live && setFound(null));
    return () => {
      live = false;
    };
  }, [date, time, pax, experience, module]);

  if (found === 'loading') return <LoadingState label={t('suggest.loading')} />;
  // Nothing to offer when the call failed: the step still says the time is full.
  if (!found) return null;
  const dayLabel = (d: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const group = (title: string, list: Suggestions['sameDay'], withDay: boolean) =>
    list.length ? (
      <div className={styles.group}>
        <h4 className={styles.groupTitle}>{title}</h4>
        <ul className={styles.list}>
          {list.map((s) => (
            <li key={`${s.date}T${s.time}`}>
              <button type="button" className={styles.take} data-suggestion={`${s.date} ${s.time}`} onClick={() => onTake(s.date, s.time)}>
                {withDay ? t('suggest.take', { date: dayLabel(s.date), time: s.time }) : s.time}
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <section className={styles.box} aria-labelledby="suggest-title" data-testid="suggested-times">
      <h3 id="suggest-title" className={styles.title}>
        {t('suggest.title', { count: pax })}
      </h3>
      {found.sameDay.length + found.nextDays.length === 0 ? <p>{t('suggest.none', { count: pax })}</p> : null}
      {group(t('suggest.sameDay'), found.sameDay, false)}
      {group(t('suggest.nextDays'), found.nextDays, true)}
    </section>
  );
}
