/**
 * The day: the month's calendar for the party (a message with a retry when it fails to load),
 * and under a full day the guest tapped, the nearest free times. Comes with the flow's chunk; the
 * calendar itself with the choice steps' (choice-steps.ts).
 */
import { ErrorState, LoadingState, useTranslation } from '@venue/shared';
import { type ReactNode, Suspense } from 'react';
import type { MonthAvailabilityState, MonthView } from '../../../lib/use-month-availability';
import styles from '../../../components/booking-screen.module.css';
import { MonthCalendar } from './choice-steps';

export interface DateStepProps {
  month: MonthAvailabilityState;
  /** The venue's today's month: the calendar goes no earlier. */
  minMonth: MonthView;
  value: string | null;
  onChoose: (date: string) => void;
  onFullDay: (date: string) => void;
  /** A day about to be chosen (a finger down on it): its times are asked for ahead. */
  onDayIntent: (date: string) => void;
  /** The suggestions under a full day tapped, if any. */
  suggestions: ReactNode;
}

export function DateStep({ month, minMonth, value, onChoose, onFullDay, onDayIntent, suggestions }: DateStepProps) {
  const { t } = useTranslation('booking');
  return (
    <section className={styles.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('date.title')}</h2>
      {month.failed ? <ErrorState message={t('errors.loadAvailability')} onRetry={month.retry} /> : null}
      <Suspense fallback={<LoadingState />}>
        <MonthCalendar
          year={month.view.year}
          month={month.view.month}
          data={month.data}
          loading={month.loading}
          selected={value}
          minMonth={minMonth}
          onMonthChange={(year, m) => month.showMonth({ year, month: m })}
          onSelect={onChoose}
          onFullDay={onFullDay}
          onDayIntent={onDayIntent}
          allowWaitingList
        />
        {suggestions}
      </Suspense>
    </section>
  );
}
