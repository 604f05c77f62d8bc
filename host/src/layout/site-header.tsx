import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { locationAtom, NavLink, Link } from '@venue/shared';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function SiteHeader() {
  const { t } = useTranslation('common');
  const location = useAtomValue(locationAtom);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/welcome" className={styles.brand}>{location?.locationname}</Link>
        <LanguageSwitch />
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <NavLink to="/welcome" className={linkClass}>{t('nav.home')}</NavLink>
        <NavLink to="/reserve" className={linkClass}>{t('nav.booking')}</NavLink>
        <NavLink to="/frontpage/giftcards" className={linkClass}>{t('nav.giftcards')}</NavLink>
      </nav>
    </header>
  );
}
