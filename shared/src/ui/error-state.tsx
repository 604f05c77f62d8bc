import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cx } from './class-names';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** Default: translated "An error occurred". */
  title?: ReactNode;
  /** Default: translated generic message. */
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra content under the message (e.g. a link home). */
  children?: ReactNode;
  className?: string;
  /**
   * A whole-page notice (not found, unavailable) carries the page's h1 and is a status, not an
   * alert: nothing went wrong while the visitor acted.
   */
  page?: boolean;
}

/** An error panel with an optional retry; announced to assistive technology (role alert). */
export function ErrorState({ title, message, onRetry, retryLabel, children, className, page = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const Heading = page ? 'h1' : 'h2';
  return (
    <div className={cx(styles.root, page && 'sh-card', className)} role={page ? 'status' : 'alert'}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <Heading className={styles.title}>{title ?? t('error.title')}</Heading>
      <p className={styles.message}>{message ?? t('error.message')}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel ?? t('error.retry')}</Button> : null}
      {children}
    </div>
  );
}
