/**
 * /reserve/{messagetype}: the end message of a booking — confirmed, pending (request received),
 * rejected (not confirmed) or waiting (waiting list) — with the reservation the flow just made.
 *
 * The venue's scripts run on this page, so nothing of it holds the booking's edit hash: not the
 * address, not the router's state, not a link (lib/made-booking.ts keeps it in memory).
 * "Change or cancel" opens the booking's own page, a new document where they do not run; the
 * calendar file is fetched on the tap. The venue counts the booking from `announceToVenue`.
 */
import { useEffect } from 'react';
import { Button, Link, announceToVenue, useLocation, useNavigate, useParams, useTranslation } from '@venue/shared';
import { ReservationDetails } from '../../components/reservation-details';
import { calendarUrl } from '../../lib/calendar-url';
import { madeBookingHash, type MadeBooking, type MadeBookingView } from '../../lib/made-booking';
import { FindBookingLink } from '../../components/find-booking-link';
import styles from './reserve-message.module.css';

const KNOWN = ['confirmed', 'pending', 'rejected', 'waiting'] as const;
type Known = (typeof KNOWN)[number];

export function ReserveMessagePage() {
  const { t } = useTranslation('booking');
  const { messagetype = '' } = useParams();
  const location = useLocation();
  const state = location.state as { madeBooking?: MadeBooking; reason?: string } | null;
  const type: Known | 'unknown' = (KNOWN as readonly string[]).includes(messagetype) ? (messagetype as Known) : 'unknown';
  const made = type !== 'rejected' && type !== 'unknown' ? state?.madeBooking : undefined;
  useEffect(() => {
    if (made && type !== 'rejected' && type !== 'unknown') announceToVenue(bookingEvent(type, made.booking));
    // Once per arrival on the page (its history entry), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made and type follow location.key
  }, [location.key]);
  return (
    <article className={styles.page} data-page="ReserveMessage" data-build={__BUILD_LABEL__} data-outcome={type}>
      <div className={styles.banner} data-tone={type === 'confirmed' ? 'success' : type === 'rejected' || type === 'unknown' ? 'danger' : 'info'}>
        <h1>{t(`message.${type}.title`)}</h1>
        <p>{t(`message.${type}.text`)}</p>
        {type === 'rejected' && state?.reason ? <p>{t(`errors.${state.reason}`, { defaultValue: '' })}</p> : null}
      </div>
      {made ? <MadeBookingPart booking={made.booking} hash={madeBookingHash(made.receipt)} calendar={type !== 'waiting'} /> : null}
      <p>
        <Link to="/reserve">{t('message.again')}</Link>
      </p>
      <FindBookingLink />
    </article>
  );
}

/** `hash`: none after a reload (the page's memory is gone), and so no buttons that need it. */
function MadeBookingPart({ booking, hash, calendar }: { booking: MadeBookingView; hash: string | null; calendar: boolean }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  return (
    <>
      <p>{t('message.emailSent', { email: booking.email })}</p>
      <ReservationDetails reservation={booking} />
      {hash ? (
        <div className={styles.actions}>
          {calendar ? <Button onClick={() => download(calendarUrl(hash))}>{t('message.calendar')}</Button> : null}
          {/* The booking's own page, where its wallet passes are too: a new document (the history). */}
          <Button variant="secondary" onClick={() => navigate(`/reserve/${hash}/edit`)}>
            {t('message.edit')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Downloads a file without its address ever being in the page (a link would show it). */
function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

function bookingEvent(outcome: 'confirmed' | 'pending' | 'waiting', r: MadeBookingView) {
  const paid = r.payment ? { value: r.payment.amount, currency: r.payment.currency } : {};
  return { type: 'booking' as const, outcome, partySize: r.pax, date: r.date, time: r.time, ...paid };
}
