import type { ReactNode } from 'react';
import styles from './ui.module.css';

interface StatusCardProps {
  tone: 'ok' | 'ko' | 'wait';
  title: string;
  message?: ReactNode;
  children?: ReactNode;
}

/** The centred card of an outcome screen: an icon, a title, the message, actions. */
export function StatusCard({ tone, title, message, children }: StatusCardProps) {
  return (
    <div className={`sh-card ${styles.status}`} role={tone === 'ko' ? 'alert' : undefined}>
      <span className={styles[`icon_${tone}`]} aria-hidden="true">
        {tone === 'ok' ? '✓' : tone === 'ko' ? '!' : '…'}
      </span>
      <h1 className={styles.statusTitle}>{title}</h1>
      {message ? <p className={styles.statusMessage}>{message}</p> : null}
      {children}
    </div>
  );
}
