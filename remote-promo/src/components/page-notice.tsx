import type { ReactNode } from 'react';
import styles from './page-notice.module.css';

/** A whole-page message (not found, unavailable) with the page's h1 and a way on. */
export function PageNotice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className={`sh-card ${styles.notice}`} role="status">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
