import type { ReactNode } from 'react';
import { useTranslation } from '@venue/shared';
import { STAFF_NS, staffErrorText, usedText } from './staff-i18n';
import type { DoorState } from './staff-schemas';
import styles from './staff-ui.module.css';

/** A code's state as the door reads it: a badge, then who used it when (if it was). */
export function CodeState({
  state,
  usedAt,
  usedBy,
  showUsed = state === 'used',
}: {
  state: DoorState;
  usedAt: string | null;
  usedBy: string | null;
  showUsed?: boolean;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  return (
    <div data-state={state}>
      <span className={`${styles.state} ${styles[state] ?? ''}`}>{t(`state.${state}`)}</span>
      {showUsed && usedAt ? <p className={styles.usedLine}>{usedText(t, i18n.language, usedAt, usedBy)}</p> : null}
    </div>
  );
}

/** The screen's actions, stuck to the bottom of a phone's screen: the primary one first, in reach of the thumb. */
export function StaffActionBar({ children }: { children: ReactNode }) {
  return <div className={styles.actionBar}>{children}</div>;
}

/** Why a staff call failed, in the page's language, read out at once (nothing when it did not). */
export function StaffError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {staffErrorText(t, i18n.language, error)}
    </p>
  );
}
