import type { ReactNode } from 'react';
import styles from './embed-widget.module.css';

/**
 * The widget's frame. The server draws the flow's first step in it (../server/embed-step.tsx) and
 * the widget draws the same frame when it takes over, so the markup the visitor sees does not change.
 */
export function EmbedFrame({ language, venue, children }: { language: string; venue: string; children: ReactNode }) {
  return (
    <div className={styles.frame} lang={language} data-embed={venue}>
      {children}
    </div>
  );
}
