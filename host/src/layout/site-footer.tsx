import { useAtomValue } from 'jotai';
import { locationAtom, PLATFORM_NAME_DEFAULT, getRuntimeConfig, useTranslation } from '@venue/shared';
import styles from './home-layout.module.css';

function platformName(): string {
  try {
    return getRuntimeConfig().platformName || PLATFORM_NAME_DEFAULT;
  } catch {
    return PLATFORM_NAME_DEFAULT;
  }
}

export function SiteFooter() {
  const { t } = useTranslation('common');
  const location = useAtomValue(locationAtom);
  // A venue with its own footer already shows its address; otherwise we do.
  const contact = location?.customFooter?.trim() ? [] : [location?.address, location?.city, location?.phone, location?.email].filter(Boolean);
  return (
    <div className={styles.footer}>
      {contact.length > 0 && <address className={styles.contact}>{contact.join(' · ')}</address>}
      <p className={styles.powered}>{t('footer.poweredBy', { platform: platformName() })}</p>
    </div>
  );
}
