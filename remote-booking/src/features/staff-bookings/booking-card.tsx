import { Button, formatMoney, useTranslation } from '@venue/shared';
import type { StaffReservation } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';
import { canMarkAtDoor } from './booking-days';
import styles from './staff-bookings.module.css';

interface Props {
  reservation: StaffReservation;
  currency: string;
  busy: boolean;
  onArrived: (id: number) => void;
  onNoShow: (reservation: StaffReservation) => void;
}

/** "20:00 · 4 guests" in the venue's wall clock: the time of an ISO instant as the venue's offset writes it. */
const wallTime = (iso: string) => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';

/** One booking at the door: when, who, how many, where, what they asked, the card, and the two buttons. */
export function BookingCard({ reservation: r, currency, busy, onArrived, onNoShow }: Props) {
  const { t, i18n } = useTranslation(STAFF_BOOKINGS_NS);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const open = canMarkAtDoor(r);
  return (
    <li className={styles.card} data-status={r.status} data-arrived={r.arrivedAt ? '' : undefined} aria-label={`${r.time} ${r.name}`}>
      <div className={styles.cardHead}>
        <span className={styles.time}>{r.time}</span>
        <span className={styles.name}>{r.name}</span>
        <span className={styles.pax}>{t('pax', { count: r.pax })}</span>
      </div>
      <p className={styles.status}>
        {r.arrivedAt ? (
          <strong className={styles.arrived}>{t('arrivedAt', { time: arrivedTime(r.arrivedAt, i18n.language) })}</strong>
        ) : (
          <>
            {t(`status.${r.status}`, { defaultValue: r.status })}
            {r.status === 'confirmed' && r.reconfirmedAt ? ` · ${t('coming')}` : null}
          </>
        )}
      </p>
      <dl className={styles.facts}>
        {r.zone ? <Fact term={t('zone')} value={r.zone} /> : null}
        {r.experience ? <Fact term={t('experience')} value={r.experience} /> : null}
        {r.source === 'google' ? <Fact term={t('bookedVia')} value="Google" /> : null}
        {r.notes ? <Fact term={t('notes')} value={r.notes} /> : null}
        {r.guarantee ? (
          <Fact
            term={t('guarantee')}
            value={`${t(`guaranteeKind.${r.guarantee.kind}`, { amount: money(r.guarantee.amount), defaultValue: r.guarantee.kind })} · ${t(`guaranteeState.${r.guarantee.state}`, { defaultValue: r.guarantee.state })}`}
          />
        ) : null}
        {r.payment ? <Fact term={t('payment')} value={t('paid', { amount: money(r.payment.amount), status: r.payment.status })} /> : null}
        {r.extraAnswers.map((a) => (
          <Fact key={a.question} term={a.question} value={a.answer} />
        ))}
      </dl>
      {open ? (
        <div className={styles.actions}>
          <Button block disabled={busy} onClick={() => onArrived(r.id)}>
            {t('markArrived')}
          </Button>
          <Button block variant="secondary" disabled={busy} onClick={() => onNoShow(r)}>
            {t('noShow')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** When the party came, in the page's language (the instant is UTC: the phone's clock is the venue's). */
function arrivedTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? wallTime(iso) : new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}
