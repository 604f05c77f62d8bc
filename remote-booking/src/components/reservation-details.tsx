/** A reservation as the guest sees it after booking: what, when, who, the answers given, the card terms and what was paid online. */
import { formatDate, localized, useTranslation } from '@venue/shared';
import type { Reservation } from '../api/booking-api';
import { GuaranteeTerms } from './guarantee-terms';
import { PaymentTerms } from './payment-terms';
import styles from './reservation-details.module.css';

export function ReservationDetails({ reservation: r }: { reservation: Omit<Reservation, 'hash' | 'wallet' | 'icsUrl'> }) {
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
    ...(r.extraAnswers ?? []).map((a): [string, string] => [
      localized(a.label, lang),
      a.type === 'checkbox' ? t(a.value ? 'summary.yes' : 'summary.no') : a.valueLabel ? localized(a.valueLabel, lang) : String(a.value),
    ]),
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
        <GuaranteeTerms
          type={r.guarantee.type}
          amount={r.guarantee.amount}
          pax={r.pax}
          currency={r.guarantee.currency}
          freeCancellationUntil={r.guarantee.freeCancellationUntil}
          venueName={r.venue.name}
        />
      ) : null}
      {r.payment ? (
        <PaymentTerms
          type={r.payment.type}
          amount={r.payment.amount}
          currency={r.payment.currency}
          pax={r.pax}
          freeCancellationUntil={r.payment.freeCancellationUntil}
          venueName={r.venue.name}
          status={r.payment.status}
          giftcard={r.payment.giftcard}
        />
      ) : null}
    </div>
  );
}
