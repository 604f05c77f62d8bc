import { useEffect } from 'react';
import { useTranslation } from '@venue/shared';
import styles from './promo-page.module.css';
import { useCountdown } from './use-countdown';

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes, seconds to the end of the promotion, from the server's clock. */
export function Countdown({ endsAt, serverNow, onEnd }: { endsAt: string; serverNow: string; onEnd: () => void }) {
  const { t } = useTranslation('promo');
  const left = useCountdown(endsAt, serverNow);
  const ended = left.totalMs === 0;
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  const units = [
    ['days', String(left.days)],
    ['hours', pad(left.hours)],
    ['minutes', pad(left.minutes)],
    ['seconds', pad(left.seconds)],
  ] as const;
  return (
    // role timer: read on demand, not announced every second
    <div
      className={styles.countdown}
      role="timer"
      aria-label={`${t('countdown.label')}: ${t('countdown.full', { days: left.days, hours: left.hours, minutes: left.minutes })}`}
      data-testid="countdown"
    >
      {units.map(([unit, value]) => (
        <div key={unit} className={styles.unit} data-unit={unit} aria-hidden="true">
          <span className={styles.value}>{value}</span>
          <span className={styles.unitLabel}>{t(`countdown.${unit}`)}</span>
        </div>
      ))}
    </div>
  );
}
