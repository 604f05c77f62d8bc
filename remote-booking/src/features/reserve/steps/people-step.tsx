/** How many people: one button per party size the venue (and a fixed experience) takes online. */
import { useHydrated, useTranslation } from '@venue/shared';
import styles from '../reserve.module.css';
import screen from '../../../components/booking-screen.module.css';

/**
 * Signs that the visitor is about to choose, for what the choice needs to come ahead: `near`, a
 * size pointed at or focused; `down`, a finger or the mouse coming down on one, a moment before
 * the click chooses it.
 */
export interface PeopleIntent {
  near: () => void;
  down: (pax: number) => void;
}

export function PeopleStep({
  min,
  max,
  value,
  onChoose,
  intent,
}: {
  min: number;
  max: number;
  value: number | null;
  onChoose: (pax: number) => void;
  intent?: PeopleIntent;
}) {
  const { t } = useTranslation('booking');
  // Server-rendered: a tap before the page's script has taken over would be lost.
  const hydrated = useHydrated();
  const sizes = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  return (
    <section className={screen.step} aria-labelledby="step-title">
      <h2 id="step-title">{t('people.title')}</h2>
      <div className={styles.choices} role="group" aria-labelledby="step-title">
        {sizes.map((n) => (
          <button
            key={n}
            type="button"
            className={styles.choice}
            aria-pressed={value === n}
            disabled={!hydrated}
            aria-label={t('people.count', { count: n })}
            onPointerEnter={intent?.near}
            onFocus={intent?.near}
            onPointerDown={intent && (() => intent.down(n))}
            onClick={() => onChoose(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <p className={screen.muted}>{t('people.range', { min, max })}</p>
    </section>
  );
}
