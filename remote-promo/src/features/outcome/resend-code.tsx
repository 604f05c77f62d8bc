/** On the duplicate page: send the code again to the address that claimed it (same answer for any address). */
import { EmailField, apiErrorKey, emailError, isApiError } from '@venue/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendPromoCode } from '../claim-form/api/claim-promo';

export function ResendCode({ urlName, initialEmail }: { urlName: string; initialEmail: string }) {
  const { t, i18n } = useTranslation('promoHelp');
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const invalid = emailError(email);
    setFieldError(invalid ? t(invalid) : undefined);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      await resendPromoCode({ urlName, email: email.trim(), language: i18n.language });
      setSent(email.trim());
    } catch (err) {
      if (isApiError(err) && err.code === 'RATE_LIMITED') setError(t('resend.tryIn', { count: err.retryAfter ?? 60 }));
      else setError(t(apiErrorKey(isApiError(err) ? err.code : 'generic')));
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <p role="status" data-testid="resend-sent">{t('resend.sent', { email: sent })}</p>;
  return (
    <form
      aria-labelledby="resend-title"
      noValidate
      style={{ textAlign: 'start', display: 'grid', gap: '0.75rem', width: '100%' }}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 id="resend-title" style={{ fontSize: '1.125rem', margin: 0 }}>
        {t('resend.title')}
      </h2>
      <p style={{ margin: 0 }}>{t('resend.intro')}</p>
      <EmailField label={t('resend.email')} value={email} onChange={setEmail} error={fieldError} required autoComplete="email" />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="sh-button" disabled={busy}>
        {t('resend.send')}
      </button>
    </form>
  );
}
