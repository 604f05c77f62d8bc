import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'md';
  /** Accessible label; default the translated "Loading…". */
  label?: string;
  /** Purely visual (inside a button that already says what happens). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const cls = cx(styles.spinner, size === 'small' && styles.small, className);
  if (decorative) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="status" aria-label={label ?? t('loading')} />;
}

export interface LoadingStateProps {
  /** Text under the spinner; default the translated "Loading…". */
  label?: string;
  className?: string;
}

/** A page or section placeholder while data loads (announced politely). */
export function LoadingState({ label, className }: LoadingStateProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <div className={cx(styles.loading, className)} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.loadingLabel}>{text}</span>
    </div>
  );
}
