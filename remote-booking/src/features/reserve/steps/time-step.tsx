/**
 * The free times of the chosen day. A full time stays visible: where the venue keeps a waiting
 * list (for a table, or for a full experience) it can be chosen for it, otherwise it is marked full. When nothing is left the day's
 * reason is said (day sold out, zone sold out, shift full, experience required).
 */
import { type DayAvailability, ErrorState, LoadingState, useTranslation } from '@venue/shared';
import { type ReactNode, useState } from 'react';
import styles from '../reserve.module.css';
import screen from '../../../components/booking-screen.module.css';

export interface TimeStepProps {
  day: DayAvailability | undefined;
  loading: boolean;
  /** The day could not be loaded (a falsy status, a timeout): a message with a retry. */
  failed: boolean;
  onRetry: () => void;
  value: string | null;
  waitingList: boolean;
  /** A fixed experience: only its times count, and its own waiting list. */
  experienceId: number | null;
  onChoose: (time: string, waitingList: boolean) => void;
  /** The nearest free times around a full time (or a full day). */
  suggestions?: (time: string) => ReactNode;
}

export function TimeStep({ day, loading, failed, onRetry, value, waitingList, experienceId, onChoose, suggestions }: TimeStepProps) {
  const { t } = useTranslation('booking');
  const [fullTapped, setFullTapped] = useState<string | null>(null);
  if (!loading && (failed || !day)) {
    return (
      <section className={screen.step} aria-labelledby="step-title">
        <h2 id="step-title">{t('time.title')}</h2>
        <ErrorState message={t('errors.loadAvailability')} onRetry={onRetry} />
      </section>
    );
  }
  if (loading || !day) return <LoadingState label={t('time.loading')} />;
  const slots = day.slots.map((s) => {
    const bookable = experienceId !== null ? s.experiences.includes(experienceId) : s.available;
    const waits = experienceId !== null ? s.waitingExperiences.includes(experienceId) : s.waitingList || s.waitingExperiences.length > 0;
    return { ...s, bookable, waiting: !bookable && waits };
  });
  const any = slots.some((s) => s.bookable || s.waiting);
  return (
    <section className={screen.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('time.title')}</h2>
      {day.reason && day.status !== 'available' ? <p className={screen.notice}>{t(`time.reasons.${day.reason}`)}</p> : null}
      {!any && !day.reason ? <p className={screen.notice}>{t('time.none', { count: day.pax })}</p> : null}
      <div className={styles.choices} role="group" aria-labelledby="step-title">
        {slots.map((s) => (
          <button
            key={s.time}
            type="button"
            className={styles.choice}
            data-waiting={s.waiting || undefined}
            aria-pressed={value === s.time && waitingList === s.waiting}
            // A full time still answers a tap when suggestions can be offered.
            aria-disabled={!s.bookable && !s.waiting && !suggestions}
            aria-label={`${s.time}${s.bookable ? '' : s.waiting ? `, ${t('time.waitingList')}` : `, ${t('time.full')}`}`}
            onClick={() => (s.bookable || s.waiting ? onChoose(s.time, !s.bookable) : setFullTapped(s.time))}
          >
            {s.time}
            {/* A space between the time and its state: the visible words stay inside the name (axe). */}
            {!s.bookable ? ' ' : null}
            {!s.bookable ? <small aria-hidden="true">{s.waiting ? t('time.waitingList') : t('time.full')}</small> : null}
          </button>
        ))}
      </div>
      {suggestions && (fullTapped || !any) ? suggestions(fullTapped ?? day.slots[0]?.time ?? '20:00') : null}
      {waitingList && value ? (
        <p className={screen.notice} role="status">
          <strong>{t('time.waitingListTitle')}</strong> {t('time.waitingListText')}
        </p>
      ) : null}
    </section>
  );
}
