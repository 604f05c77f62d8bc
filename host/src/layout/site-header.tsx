import { useAtomValue } from 'jotai';
import { locationAtom, Link, useTranslation } from '@venue/shared';
import { useCurrentPromotions } from '../lib/use-current-promotions';
import { LanguageSwitch } from './language-switch';
import { type NavSection, navSectionOf } from './nav-section';
import styles from './site-header.module.css';

/** `pathname`: the page shown, whose section the navigation marks. */
export function SiteHeader({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  const location = useAtomValue(locationAtom);
  const promotions = useCurrentPromotions();
  const current = navSectionOf(pathname);
  // One promotion: its page; several: the home page's list of them.
  const promoTarget = promotions.length === 1 ? `/promo/${encodeURIComponent(promotions[0]!.urlName)}` : '/welcome#promotions-title';
  const item = (section: NavSection, to: string, label: string) => (
    <Link to={to} className={current === section ? `${styles.link} ${styles.active}` : styles.link} aria-current={current === section ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/welcome" className={styles.brand}>
          {location?.locationname}
        </Link>
        <LanguageSwitch />
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        {item('home', '/welcome', t('nav.home'))}
        {item('booking', '/reserve', t('nav.booking'))}
        {item('giftcards', '/frontpage/giftcards', t('nav.giftcards'))}
        {promotions.length > 0 || current === 'promotions' ? item('promotions', promoTarget, t('nav.promotions')) : null}
      </nav>
    </header>
  );
}
