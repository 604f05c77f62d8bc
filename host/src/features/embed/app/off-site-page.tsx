import { useLocation, useTranslation } from '@venue/shared';
import styles from './embed-widget.module.css';

/**
 * An address of the site the embed does not show (a gift card, a promotion: another remote's
 * page): a link that opens it on this site, for the same venue, in a new window, so the venue's
 * page stays where it is.
 */
export function OffSitePage({ origin, venue }: { origin: string; venue: string }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('venue', venue);
  return (
    <div className={styles.offSite}>
      <p>{t('embed.offSite')}</p>
      <a className="sh-button" href={`${origin}${pathname}?${query}`} target="_blank" rel="noopener">
        {t('embed.openOnSite')}
      </a>
    </div>
  );
}
