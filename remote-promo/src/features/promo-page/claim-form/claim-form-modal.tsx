import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button, apiErrorKey, currentLanguage, isApiError, localized, prefixListAtom, useNavigate, useTranslation, SKIP_CONFIRM_LEAVE } from '@venue/shared';
import { BotCheck, ConsentCheckbox, Modal, EmailField, NameFields, PhoneField, focusFirstError, useConfirmLeave } from '@venue/shared/forms';
import { promoOutcomePath } from '../../../lib/promo-path';
import { rememberClaim } from '../../../lib/claimed-memory';
import { claimPromo } from '../../../api/claim-promo';
import { useClaimForm, type ClaimErrors } from './use-claim-form';
import styles from './claim-form.module.css';
import { type PromoDetail } from '../../../api/promo-schemas';

interface Props {
  open: boolean;
  promo: PromoDetail;
  onClose: () => void;
  /** The server says the promotion closed or sold out meanwhile. */
  onPromoClosed: () => void;
}

const SERVER_FIELDS: Record<string, keyof ClaimErrors> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  phonePrefix: 'phone',
  privacy: 'privacy',
};
const FIELD_MESSAGES: Record<keyof ClaimErrors, string> = {
  firstName: 'common:validation.required',
  lastName: 'common:validation.required',
  email: 'common:validation.email',
  phone: 'common:validation.phone',
  privacy: 'promo:form.privacyRequired',
  botCheck: 'common:botCheck.required',
};

/** The download-promo form in the shared modal: data, consents, bot check; asks before leaving. */
export function ClaimFormModal({ open, promo, onClose, onPromoClosed }: Props) {
  const { t, i18n } = useTranslation('promo');
  const navigate = useNavigate();
  const prefixes = useAtomValue(prefixListAtom);
  const phoneRequired = promo.telefonoRichiesto === 1;
  const form = useClaimForm(prefixes?.[0]?.prefisso ?? '', phoneRequired);
  const [botCheck, setBotCheck] = useState<string | null>(null);
  const [resetBotCheck, setResetBotCheck] = useState(0);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** Seconds to wait after a RATE_LIMITED answer (shown in the message). */
  const [retryIn, setRetryIn] = useState<number | undefined>(undefined);
  const leavePrompt = useConfirmLeave(open && form.dirty && !sending);
  const { values, errors } = form;
  const msg = (key?: string) => (key ? t(key) : undefined);

  const onBotCheck = (payload: string | null) => {
    setBotCheck(payload);
    form.recheck(payload);
  };

  const submit = async () => {
    setFormError(null);
    if (!form.validate(botCheck)) {
      focusFirstError(document.getElementById('promo-claim-form'));
      setFormError('promo:form.fixErrors');
      return;
    }
    setSending(true);
    try {
      const claimed = await claimPromo({
        urlName: promo.urlName,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phonePrefix: values.phone.number ? values.phone.prefix : '',
        phone: values.phone.number,
        privacy: values.privacy,
        marketing: values.marketing,
        language: currentLanguage(),
        altcha: botCheck ?? '',
      });
      // The confirm page opens the code's own page on a tap (the same code goes by e-mail).
      if (claimed.id) rememberClaim(promo.urlName, claimed.id);
      navigate(promoOutcomePath(promo.urlName, 'confirm'), { state: { ...SKIP_CONFIRM_LEAVE, email: values.email.trim(), claimed: !!claimed.id } });
    } catch (err) {
      setSending(false);
      const code = isApiError(err) ? err.code : 'generic';
      if (code === 'PROMO_DUPLICATE') return navigate(promoOutcomePath(promo.urlName, 'duplicate'), { state: { ...SKIP_CONFIRM_LEAVE, email: values.email.trim() } });
      if (code === 'PROMO_TERMINATED' || code === 'PROMO_EXPIRED' || code === 'PROMO_INACTIVE') return onPromoClosed();
      // Whatever happened, a spent or refused challenge cannot be sent again.
      setBotCheck(null);
      setResetBotCheck((n) => n + 1);
      if (code === 'BOT_CHECK_FAILED') return setFormError(apiErrorKey(code));
      if (code === 'PROMO_CLIENT_LIMIT') return setFormError('promo:form.clientLimit');
      if (code === 'RATE_LIMITED') {
        const wait = isApiError(err) ? err.retryAfter : undefined;
        setRetryIn(wait);
        return setFormError(wait ? 'common:apiErrors.RATE_LIMITED_WAIT' : 'promo:form.rateLimited');
      }
      if (code === 'INVALID_PAYLOAD' && isApiError(err) && err.fields) {
        const mapped: ClaimErrors = {};
        for (const field of Object.keys(err.fields)) {
          const own = SERVER_FIELDS[field];
          if (own) mapped[own] = field === 'email' && err.fields[field] === 'REQUIRED' ? 'common:validation.required' : FIELD_MESSAGES[own];
        }
        form.setErrors(mapped);
        focusFirstError(document.getElementById('promo-claim-form'));
        return setFormError('promo:form.fixErrors');
      }
      navigate(promoOutcomePath(promo.urlName, 'error'), { state: SKIP_CONFIRM_LEAVE });
    }
  };

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={t('form.title')}
        closeOnBackdrop={!form.dirty}
        footer={
          <Button type="submit" form="promo-claim-form" block loading={sending}>
            {t('form.submit')}
          </Button>
        }
      >
        <form
          id="promo-claim-form"
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className={styles.intro}>
            <strong>{localized(promo.titolo, i18n.language)}</strong> · {t('form.intro')}
          </p>
          <p className="sh-field-hint">{t('common:form.requiredHint')}</p>
          {/* "check the fields" goes away once every field is fine */}
          {formError && (formError !== 'promo:form.fixErrors' || Object.keys(errors).length > 0) ? (
            <p className={styles.formError} role="alert">
              {formError === 'common:apiErrors.RATE_LIMITED_WAIT' ? t(formError, { count: retryIn }) : t(formError)}
            </p>
          ) : null}
          <NameFields
            firstNameLabel={t('form.firstName')}
            lastNameLabel={t('form.lastName')}
            firstName={values.firstName}
            lastName={values.lastName}
            onChange={(field, v) => form.set(field, v, botCheck)}
            firstNameError={msg(errors.firstName)}
            lastNameError={msg(errors.lastName)}
          />
          <EmailField label={t('form.email')} name="email" required value={values.email} onChange={(v) => form.set('email', v, botCheck)} error={msg(errors.email)} />
          {phoneRequired ? (
            <PhoneField label={t('form.phone')} required value={values.phone} onChange={(v) => form.set('phone', v, botCheck)} error={msg(errors.phone)} />
          ) : null}
          <ConsentCheckbox kind="privacy" checked={values.privacy} onChange={(v) => form.set('privacy', v, botCheck)} error={msg(errors.privacy)} />
          <ConsentCheckbox kind="marketing" checked={values.marketing} onChange={(v) => form.set('marketing', v, botCheck)} />
          <BotCheck onChange={onBotCheck} error={msg(errors.botCheck)} resetSignal={resetBotCheck} />
        </form>
      </Modal>
      {leavePrompt}
    </>
  );
}
