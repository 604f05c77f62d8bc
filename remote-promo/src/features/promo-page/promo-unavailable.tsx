import { useTranslation } from '@venue/shared';

import { venueDate } from '../../lib/dates';
import styles from './promo-page.module.css';
import { type PromoDetail } from '../../api/promo-schemas';

/** Why nothing can be downloaded: inactive (or not started), expired, terminated (sold out). */
export function PromoUnavailable({ promo }: { promo: PromoDetail }) {
  const { t, i18n } = useTranslation('promo');
  const lng = i18n.language;
  const state = promo.stato as Exclude<PromoDetail['stato'], 'active'>;
  const notStarted = state === 'inactive' && Date.parse(promo.inizio) > Date.parse(promo.serverNow);
  const message =
    state === 'expired'
      ? t('state.expiredMessage', { date: venueDate(promo.scadenza, lng) })
      : state === 'terminated'
        ? t('state.terminatedMessage')
        : notStarted
          ? t('state.startsOn', { date: venueDate(promo.inizio, lng) })
          : t('state.inactiveMessage');
  return (
    <div className={styles.notice} data-state={state} role="status">
      <h2 className={styles.noticeTitle}>{t(`state.${state}Title`)}</h2>
      <p>{message}</p>
    </div>
  );
}
