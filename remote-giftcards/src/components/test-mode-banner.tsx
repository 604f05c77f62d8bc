import { useTranslation } from '@venue/shared';
import styles from './ui.module.css';

/** Shown wherever a demo (or Stripe test) payment is involved: nothing real is paid or issued. */
export function TestModeBanner() {
  const { t } = useTranslation('giftcards');
  return (
    <p className={styles.testMode} data-testid="test-mode">
      {t('testMode')}
    </p>
  );
}
