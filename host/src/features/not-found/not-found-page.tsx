import { Link, useTranslation } from '@venue/shared';
import styles from './not-found-page.module.css';

interface Props {
  /** 'error': something broke while showing the page, rather than an unknown URL. */
  variant?: 'notFound' | 'error';
  /** What the page that failed threw (logged by the error boundary that caught it). */
  error?: unknown;
}

/** Spec section 2: any other path; the button leads to /welcome. */
export function NotFoundPage({ variant = 'notFound' }: Props) {
  const { t } = useTranslation('common');
  const keys = variant === 'error' ? 'notFoundError' : 'notFound';
  return (
    <section className={styles.page} aria-labelledby="not-found-title" data-variant={variant}>
      <p className={styles.code} aria-hidden="true">
        {variant === 'error' ? '!' : '404'}
      </p>
      <h1 id="not-found-title">{t(`${keys}.title`)}</h1>
      <p>{t(`${keys}.message`)}</p>
      <Link to="/welcome" className="sh-button">
        {t(`${keys}.button`)}
      </Link>
    </section>
  );
}
