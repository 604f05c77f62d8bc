/**
 * /reserve/find: "find my booking". The guest types an e-mail address; the links of their
 * coming bookings go to that address. The page says the same thing for every address.
 */
import { Link, NoScriptNote, useHydrated, useTranslation } from '@venue/shared';
import { EmailField, useSendToAddress } from '@venue/shared/forms';
import { findMyBookings } from '../../api/booking-api';
import styles from '../../components/booking-screen.module.css';

export function FindBookingPage() {
  const { t, i18n } = useTranslation('bookingHelp');
  // Without the page's script the form would post itself away: the button waits for it.
  const hydrated = useHydrated();
  const form = useSendToAddress(async (email) => (await findMyBookings({ email, language: i18n.language })).email, t, 'find.tryIn');

  return (
    <article className={styles.page} data-page="ReserveFind">
      <h1>{t('find.title')}</h1>
      <NoScriptNote />
      {form.sentTo ? (
        <p role="status" data-testid="find-sent">
          {t('find.sent', { email: form.sentTo })}
        </p>
      ) : (
        <form
          className={styles.step}
          noValidate
          aria-label={t('find.title')}
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <p className={styles.intro}>{t('find.intro')}</p>
          <div className={styles.fields}>
            <EmailField label={t('find.email')} value={form.email} onChange={form.setEmail} error={form.fieldError} required autoComplete="email" />
          </div>
          {form.error ? (
            <p className={styles.error} role="alert">
              {form.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="sh-button" disabled={form.busy || !hydrated}>
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
