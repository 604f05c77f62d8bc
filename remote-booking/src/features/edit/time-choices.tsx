/** The chosen day's times on the edit page: free ones, full ones that keep a waiting list (they say so), full ones. */
import { type Slot, useTranslation } from '@venue/shared';
import styles from './reserve-edit.module.css';

export interface TimeChoicesProps {
  slots: Slot[];
  value: string | null;
  free: (s: Slot) => boolean;
  waits: (s: Slot) => boolean;
  onChoose: (time: string) => void;
}

export function TimeChoices({ slots, value, free, waits, onChoose }: TimeChoicesProps) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.times} role="group" aria-label={t('time.title')}>
      {slots.map((s) => {
        const open = free(s);
        const choosable = open || waits(s);
        const mark = open ? '' : waits(s) ? t('time.waitingList') : t('time.full');
        return (
          <button
            key={s.time}
            type="button"
            className={styles.choice}
            aria-pressed={value === s.time}
            aria-disabled={!choosable || undefined}
            aria-label={mark ? `${s.time}, ${mark}` : undefined}
            data-full={!open || undefined}
            onClick={() => {
              if (choosable) onChoose(s.time);
            }}
          >
            {s.time}
            {mark ? <small aria-hidden="true">{mark}</small> : null}
          </button>
        );
      })}
    </div>
  );
}
