import { Button, formatMoney, useTranslation } from '@venue/shared';
import type { StaffReservation } from '@venue/shared/staff';
import { STAFF_BOOKINGS_NS } from '../../i18n/staff-bookings-resources';
import { canMarkAtDoor, clockTime, wallTime } from './booking-days';
import { GuestPanel } from './guest-panel';
import styles from './staff-bookings.module.css';

/** What a card's buttons ask the page to do (the page opens the dialog, or calls at once). */
export type CardAction = 'arrived' | 'no-show' | 'accept' | 'decline' | 'offer' | 'move' | 'cancel';

interface Props {
  reservation: StaffReservation;
  currency: string;
  busy: boolean;
  onAction: (action: CardAction, reservation: StaffReservation) => void;
  onChanged: (next: StaffReservation) => void;
  /** Its place on the waiting list (1 first), when the card is there. */
  position?: number;
  /** Its day, where the cards of both days are together (the requests). */
  day?: string;
}

const movable = (r: StaffReservation) => (r.status === 'confirmed' || r.status === 'pending') && !r.arrivedAt && !r.walkIn;

/** One booking at the door: when, who, how many, where, what they asked, the card, the guest's history, and its buttons. */
export function BookingCard({ reservation: r, currency, busy, onAction, onChanged, position, day }: Props) {
  const { t, i18n } = useTranslation(STAFF_BOOKINGS_NS);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const name = r.name.trim() || t('walkInShort');
  return (
    <li className={styles.card} data-status={r.status} data-arrived={r.arrivedAt ? '' : undefined} aria-label={`${r.time} ${name}`}>
      <div className={styles.cardHead}>
        {position ? <span className={styles.position}>{t('position', { position })}</span> : null}
        <span className={styles.time}>{r.time}</span>
        <span className={styles.name}>{name}</span>
        <span className={styles.pax}>{t('pax', { count: r.pax })}</span>
      </div>
      <p className={styles.status}>
        {r.arrivedAt ? (
          <strong className={styles.arrived}>{t('arrivedAt', { time: clockTime(r.arrivedAt, i18n.language) })}</strong>
        ) : r.status === 'offered' && r.offerExpiresAt ? (
          <strong className={styles.offer}>{t('offerUntil', { time: wallTime(r.offerExpiresAt) })}</strong>
        ) : (
          <>
            {r.closedReason ? t(`closed.${r.closedReason}`, { defaultValue: t(`status.${r.status}`) }) : t(`status.${r.status}`, { defaultValue: r.status })}
            {r.status === 'confirmed' && r.reconfirmedAt ? ` · ${t('coming')}` : null}
          </>
        )}
        {r.walkIn ? ` · ${t('walkInShort')}` : null}
        {day ? ` · ${day}` : null}
      </p>
      <dl className={styles.facts}>
        {r.zone ? <Fact term={t('zone')} value={r.zone} /> : null}
        {r.experience ? <Fact term={t('experience')} value={r.experience} /> : null}
        {r.source === 'google' ? <Fact term={t('bookedVia')} value="Google" /> : null}
        {r.source === 'embed' ? <Fact term={t('bookedVia')} value={t('bookedViaEmbed')} /> : null}
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
      {r.guest ? <GuestPanel key={r.guest.note?.at ?? 'none'} reservation={r} guest={r.guest} onSaved={onChanged} /> : null}
      <CardButtons r={r} busy={busy} onAction={onAction} />
    </li>
  );
}

function CardButtons({ r, busy, onAction }: { r: StaffReservation; busy: boolean; onAction: Props['onAction'] }) {
  const { t } = useTranslation(STAFF_BOOKINGS_NS);
  const name = r.name.trim() || t('walkInShort');
  const tap = (action: CardAction) => () => onAction(action, r);
  return (
    <>
      {r.status === 'pending' ? (
        <div className={styles.actions}>
          <Button block disabled={busy} aria-label={`${t('accept')} – ${name}`} onClick={tap('accept')}>
            {t('accept')}
          </Button>
          <Button block variant="secondary" disabled={busy} aria-label={`${t('decline')} – ${name}`} onClick={tap('decline')}>
            {t('decline')}
          </Button>
        </div>
      ) : null}
      {r.status === 'waiting' ? (
        <div className={styles.actions} data-single="">
          <Button block disabled={busy} aria-label={`${t('offerNow')} – ${name}`} onClick={tap('offer')}>
            {t('offerNow')}
          </Button>
        </div>
      ) : null}
      {canMarkAtDoor(r) ? (
        <div className={styles.actions}>
          <Button block disabled={busy} aria-label={`${t('markArrived')} – ${name}`} onClick={tap('arrived')}>
            {t('markArrived')}
          </Button>
          <Button block variant="secondary" disabled={busy} aria-label={`${t('noShow')} – ${name}`} onClick={tap('no-show')}>
            {t('noShow')}
          </Button>
        </div>
      ) : null}
      {movable(r) ? (
        <div className={styles.moreActions}>
          <Button size="small" variant="ghost" disabled={busy} aria-label={`${t('move')} – ${name}`} onClick={tap('move')}>
            {t('move')}
          </Button>
          <Button size="small" variant="ghost" disabled={busy} aria-label={`${t('cancelBooking')} – ${name}`} onClick={tap('cancel')}>
            {t('cancelBooking')}
          </Button>
        </div>
      ) : null}
    </>
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
