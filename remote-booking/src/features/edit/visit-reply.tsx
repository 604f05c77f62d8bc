/**
 * The reminder's question on the edit page: "Are you coming?". The reminder's "I'm coming" opens
 * this page with `reply=coming`: the question comes into view and the answer is sent only when
 * the guest taps it. Mail scanners open every link of an e-mail in a real browser and run its
 * scripts, so neither the link nor the page's script may answer (docs/security.md, "Mail
 * scanners"). Shown once the venue has asked (a deadline) or the guest has come by the link.
 */
import { Button, formatDate, useTranslation } from '@venue/shared';
import { useCallback, useState } from 'react';
import { type Reservation, reconfirmReservation } from '../../api/booking-api';
import { useIntoView } from './use-into-view';
import styles from './reserve-edit.module.css';

type ReplyState = 'idle' | 'sending' | 'failed';

export function VisitReply({ reservation, fromReminder }: { reservation: Reservation; fromReminder: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const [r, setReservation] = useState(reservation);
  const [state, setState] = useState<ReplyState>('idle');
  const section = useIntoView<HTMLElement>(fromReminder);

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
  const confirmed = !!ask?.confirmedAt;

  if (!ask || (!fromReminder && !ask.releaseAt && !confirmed)) return null;
  return (
    <section ref={section} className={styles.section} aria-labelledby="visit-title" data-testid="visit-reply">
      <h2 id="visit-title">{t('visit.title')}</h2>
      {confirmed ? (
        <p className={styles.notice} role="status">
          {t('visit.confirmed', { venue: r.venue.name })}
        </p>
      ) : (
        <>
          <p>{ask.releaseAt ? t('visit.askBy', { venue: r.venue.name, deadline: formatDate(ask.releaseAt.slice(0, 16), i18n.language, 'full') }) : t('visit.ask')}</p>
          {fromReminder ? <p className={styles.hint}>{t('edit.tapToAnswer')}</p> : null}
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
