/// <reference path="../types/css-modules.d.ts" />
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
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
}

/** An error panel with an optional retry; announced to assistive technology (role alert). */
export function ErrorState({ title, message, onRetry, retryLabel, children, className }: ErrorStateProps) {
  const { t } = useTranslation('common', { i18n });
  return (
    <div className={cx(styles.root, className)} role="alert">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h2 className={styles.title}>{title ?? t('error.title')}</h2>
      <p className={styles.message}>{message ?? t('error.message')}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel ?? t('error.retry')}</Button> : null}
      {children}
    </div>
  );
}
