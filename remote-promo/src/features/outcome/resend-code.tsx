/** On the duplicate page: send the code again to the address that claimed it (same answer for any address). */
import { useTranslation } from '@venue/shared';
import { EmailField, useSendToAddress } from '@venue/shared/forms';
import { resendPromoCode } from '../../api/claim-promo';

export function ResendCode({ urlName, initialEmail }: { urlName: string; initialEmail: string }) {
  const { t, i18n } = useTranslation('promoHelp');
  const form = useSendToAddress(
    async (email) => {
      await resendPromoCode({ urlName, email, language: i18n.language });
      return email;
    },
    t,
    'resend.tryIn',
    initialEmail,
  );

  if (form.sentTo)
    return (
      <p role="status" data-testid="resend-sent">
        {t('resend.sent', { email: form.sentTo })}
      </p>
    );
  return (
    <form
      aria-labelledby="resend-title"
      noValidate
      style={{ textAlign: 'start', display: 'grid', gap: '0.75rem', width: '100%' }}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <h2 id="resend-title" style={{ fontSize: '1.125rem', margin: 0 }}>
        {t('resend.title')}
      </h2>
      <p style={{ margin: 0 }}>{t('resend.intro')}</p>
      <EmailField label={t('resend.email')} value={form.email} onChange={form.setEmail} error={form.fieldError} required autoComplete="email" />
      {form.error ? <p role="alert">{form.error}</p> : null}
      <button type="submit" className="sh-button" disabled={form.busy}>
        {t('resend.send')}
      </button>
    </form>
  );
}
