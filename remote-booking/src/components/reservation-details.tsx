/** A reservation as the guest sees it after booking: what, when, who, and the card terms. */
import { formatDate, localized } from '@venue/shared';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../api/booking-api';
import { GuaranteeTerms } from './guarantee-terms';
import styles from './reservation-details.module.css';

export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const rows: Array<[string, string]> = [
    [t('summary.date'), formatDate(r.date, lang, 'full')],
    [t('summary.time'), r.time],
    [t('summary.people'), String(r.pax)],
    ...(r.experience ? [[t('summary.experience'), localized(r.experience.titolo, lang)] as [string, string]] : []),
    ...(r.zone ? [[t('summary.zone'), localized(r.zone.nome, lang)] as [string, string]] : []),
    [t('summary.name'), `${r.firstName} ${r.lastName}`],
    [t('summary.email'), r.email],
  ];
  return (
    <div className={styles.details}>
      <dl className={styles.list}>
        {rows.map(([k, v]) => (
          <div key={k} className={styles.row}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {r.guarantee ? (
        <GuaranteeTerms type={r.guarantee.type} amount={r.guarantee.amount} pax={r.pax} currency={r.guarantee.currency} freeCancellationUntil={r.guarantee.freeCancellationUntil} venueName={r.venue.name} />
      ) : null}
    </div>
  );
}
