/**
 * The reminder's question on the edit page: "Are you coming?". The reminder's "I'm coming" opens
 * this page with `reply=coming` and the answer is sent from the page once it runs in the browser
 * (a mail scanner that only fetches the link changes nothing); the guest can also answer here.
 * Shown once the venue has asked (a deadline) or the guest has come by the reminder's link.
 */
import { Button, formatDate, useTranslation } from '@venue/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Reservation, reconfirmReservation } from '../../api/booking-api';
import styles from './reserve-edit.module.css';

type ReplyState = 'idle' | 'sending' | 'failed';

export function VisitReply({ reservation, fromReminder }: { reservation: Reservation; fromReminder: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const [r, setReservation] = useState(reservation);
  const [state, setState] = useState<ReplyState>('idle');
  const sentFromLink = useRef(false);

  const { hash } = r;
  const answer = useCallback(() => {
    setState('sending');
    reconfirmReservation(hash).then(
      (updated) => {
        setReservation(updated);
        setState('idle');
      },
      () => setState('failed'),
    );
  }, [hash]);
  const ask = r.reconfirmation;
  const asked = !!ask;
  const confirmed = !!ask?.confirmedAt;
  // Once per visit of the link (the ref: a second render must not send it again).
  useEffect(() => {
    if (fromReminder && asked && !confirmed && !sentFromLink.current) {
      sentFromLink.current = true;
      answer();
    }
  }, [fromReminder, asked, confirmed, answer]);

  if (!ask || (!fromReminder && !ask.releaseAt && !confirmed)) return null;
  return (
    <section className={styles.section} aria-labelledby="visit-title" data-testid="visit-reply">
      <h2 id="visit-title">{t('visit.title')}</h2>
      {confirmed ? (
        <p className={styles.notice} role="status">
          {t('visit.confirmed', { venue: r.venue.name })}
        </p>
      ) : (
        <>
          <p>{ask.releaseAt ? t('visit.askBy', { venue: r.venue.name, deadline: formatDate(ask.releaseAt.slice(0, 16), i18n.language, 'full') }) : t('visit.ask')}</p>
          {state === 'failed' ? (
            <p className={styles.error} role="alert">
              {t('visit.failed')}
            </p>
          ) : null}
          <Button onClick={answer} loading={state === 'sending'}>
            {t('visit.coming')}
          </Button>
        </>
      )}
    </section>
  );
}
