import type { ReactNode } from 'react';
import styles from './ui.module.css';

interface PageRootProps {
  /** The route table's page name: e2e tests find each screen by it. */
  page: string;
  children: ReactNode;
  narrow?: boolean;
}

/** The root of every gift card screen: its page name and this remote's build label. */
export function PageRoot({ page, children, narrow }: PageRootProps) {
  return (
    <article className={narrow ? `${styles.page} ${styles.narrow}` : styles.page} data-page={page} data-build={__BUILD_LABEL__}>
      {children}
    </article>
  );
}
