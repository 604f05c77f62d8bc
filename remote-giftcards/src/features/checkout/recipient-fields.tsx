import { useId } from 'react';
import { useTranslation } from '@venue/shared';
import { EmailField, PhoneField, TextField, FieldError } from '@venue/shared/forms';
import { MESSAGE_MAX } from './checkout-validation';
import type { useCheckoutForm } from './use-checkout-form';
import styles from './checkout.module.css';

interface Props {
  form: ReturnType<typeof useCheckoutForm>;
  today: string;
  maxDeliveryDate: string;
  msg: (key?: string) => string | undefined;
}

/** For me, or for another person: their name, mobile, e-mail, a message and the delivery day. */
export function RecipientFields({ form, today, maxDeliveryDate, msg }: Props) {
  const { t } = useTranslation('giftcards');
  const ids = useId();
  const { values, errors } = form;
  const messageError = msg(errors.message);
  return (
    <section className={`sh-card ${styles.section}`} aria-labelledby="recipient-title">
      <h2 id="recipient-title">{t('checkout.recipientTitle')}</h2>
      <div className={styles.choices} role="radiogroup" aria-labelledby="recipient-title">
        <label className={styles.option} data-checked={!values.forRecipient ? 'yes' : 'no'}>
          <input type="radio" name="forRecipient" value="me" checked={!values.forRecipient} onChange={() => form.set('forRecipient', false)} />
          <span>{t('checkout.forMe')}</span>
        </label>
        <label className={styles.option} data-checked={values.forRecipient ? 'yes' : 'no'}>
          <input type="radio" name="forRecipient" value="other" checked={values.forRecipient} onChange={() => form.set('forRecipient', true)} />
          <span>{t('checkout.forOther')}</span>
        </label>
      </div>
      {!values.forRecipient ? (
        <p className="sh-field-hint">{t('checkout.forMeHint')}</p>
      ) : (
        <div className={styles.fields}>
          <div className={styles.row}>
            <TextField
              label={t('checkout.recipientFirstName')}
              name="recipientFirstName"
              autoComplete="off"
              required
              maxLength={100}
              value={values.recipientFirstName}
              onChange={(v) => form.set('recipientFirstName', v)}
              error={msg(errors.recipientFirstName)}
            />
            <TextField
              label={t('checkout.recipientLastName')}
              name="recipientLastName"
              autoComplete="off"
              required
              maxLength={100}
              value={values.recipientLastName}
              onChange={(v) => form.set('recipientLastName', v)}
              error={msg(errors.recipientLastName)}
            />
          </div>
          <EmailField
            label={t('checkout.recipientEmail')}
            name="recipientEmail"
            autoComplete="off"
            required
            value={values.recipientEmail}
            onChange={(v) => form.set('recipientEmail', v)}
            error={msg(errors.recipientEmail)}
          />
          <PhoneField
            label={t('checkout.recipientPhone')}
            value={values.recipientPhone}
            onChange={(v) => form.set('recipientPhone', v)}
            error={msg(errors.recipientPhone)}
          />
          <div className="sh-field">
            <label className="sh-label" htmlFor={`${ids}-message`}>
              {t('checkout.message')}
            </label>
            <p className="sh-field-hint" id={`${ids}-message-hint`}>
              {t('checkout.messageHint')}
            </p>
            <textarea
              id={`${ids}-message`}
              className="sh-textarea"
              name="message"
              rows={4}
              maxLength={MESSAGE_MAX}
              value={values.message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={`${ids}-message-hint${messageError ? ` ${ids}-message-error` : ''}`}
              onChange={(e) => form.set('message', e.target.value)}
            />
            <FieldError id={`${ids}-message-error`} message={messageError} />
          </div>
          <TextField
            label={t('checkout.deliverOn')}
            hint={t('checkout.deliverOnHint')}
            name="deliverOn"
            type="date"
            required
            min={today}
            max={maxDeliveryDate}
            value={values.deliverOn}
            onChange={(v) => form.set('deliverOn', v)}
            error={msg(errors.deliverOn)}
          />
        </div>
      )}
    </section>
  );
}
