/**
 * /reserve/find: "find my booking". The guest types an e-mail address; the links of their
 * coming bookings go to that address. The page says the same thing for every address.
 */
import { EmailField, Link, apiErrorKey, emailError, isApiError, NoScriptNote, useHydrated } from '@venue/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findMyBookings } from '../../api/booking-api';
import styles from '../reserve/reserve.module.css';

export function FindBookingPage() {
  const { t, i18n } = useTranslation('bookingHelp');
  // Without the page's script the form would post itself away: the button waits for it.
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const invalid = emailError(email);
    setFieldError(invalid ? t(invalid) : undefined);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      const res = await findMyBookings({ email: email.trim(), language: i18n.language });
      setSentTo(res.email);
    } catch (err) {
      if (isApiError(err) && err.code === 'RATE_LIMITED') setError(t('find.tryIn', { count: err.retryAfter ?? 60 }));
      else setError(t(apiErrorKey(isApiError(err) ? err.code : 'generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.page} data-page="ReserveFind">
      <h1>{t('find.title')}</h1>
      <NoScriptNote />
      {sentTo ? (
        <p role="status" data-testid="find-sent">
          {t('find.sent', { email: sentTo })}
        </p>
      ) : (
        <form
          className={styles.step}
          noValidate
          aria-label={t('find.title')}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p className={styles.intro}>{t('find.intro')}</p>
          <div className={styles.fields}>
            <EmailField label={t('find.email')} value={email} onChange={setEmail} error={fieldError} required autoComplete="email" />
          </div>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="sh-button" disabled={busy || !hydrated}>
              {t('find.send')}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link to="/reserve">{t('find.book')}</Link>
      </p>
    </article>
  );
}

/** The link to this page, on the booking page and the end pages. */
export function FindBookingLink() {
  const { t } = useTranslation('bookingHelp');
  return (
    <p>
      <Link to="/reserve/find" data-testid="find-booking-link">
        {t('find.link')}
      </Link>
    </p>
  );
}
