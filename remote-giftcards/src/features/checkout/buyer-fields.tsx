import { useTranslation } from '@venue/shared';
import { EmailField, NameFields, PhoneField, TextField } from '@venue/shared/forms';
import type { useCheckoutForm } from './use-checkout-form';
import styles from './checkout.module.css';

interface Props {
  form: ReturnType<typeof useCheckoutForm>;
  msg: (key?: string) => string | undefined;
  /** Venue date YYYY-MM-DD: the latest date of birth. */
  today: string;
}

/**
 * The buyer (docs/product.md#entities): name, mobile with prefix, e-mail, date of birth, address. The date of
 * birth is the same native date input as the delivery day (typed or picked, in the browser's
 * own format, read by screen readers); it travels as dd/mm/yyyy (checkout-form.tsx).
 */
export function BuyerFields({ form, msg, today }: Props) {
  const { t } = useTranslation('giftcards');
  const { values, errors } = form;
  return (
    <section className={`sh-card ${styles.section}`} aria-labelledby="buyer-title">
      <h2 id="buyer-title">{t('checkout.buyerTitle')}</h2>
      <p className="sh-field-hint">{t('common:form.requiredHint')}</p>
      <div className={styles.fields}>
        <NameFields
          firstNameLabel={t('checkout.firstName')}
          lastNameLabel={t('checkout.lastName')}
          firstName={values.firstName}
          lastName={values.lastName}
          onChange={(field, v) => form.set(field, v)}
          firstNameError={msg(errors.firstName)}
          lastNameError={msg(errors.lastName)}
        />
        <PhoneField label={t('checkout.phone')} required value={values.phone} onChange={(v) => form.set('phone', v)} error={msg(errors.phone)} />
        <EmailField label={t('checkout.email')} name="email" required value={values.email} onChange={(v) => form.set('email', v)} error={msg(errors.email)} />
        <TextField
          label={t('checkout.dateOfBirth')}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          required
          min="1900-01-01"
          max={today}
          value={values.dateOfBirth}
          onChange={(v) => form.set('dateOfBirth', v)}
          error={msg(errors.dateOfBirth)}
        />
        <div className={styles.row}>
          <TextField
            label={t('checkout.city')}
            name="city"
            autoComplete="address-level2"
            required
            maxLength={100}
            value={values.city}
            onChange={(v) => form.set('city', v)}
            error={msg(errors.city)}
          />
          <TextField
            label={t('checkout.postalCode')}
            name="postalCode"
            autoComplete="postal-code"
            required
            maxLength={20}
            value={values.postalCode}
            onChange={(v) => form.set('postalCode', v)}
            error={msg(errors.postalCode)}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('checkout.province')}
            name="province"
            autoComplete="address-level1"
            maxLength={100}
            value={values.province}
            onChange={(v) => form.set('province', v)}
            error={msg(errors.province)}
          />
          <TextField
            label={t('checkout.country')}
            name="country"
            autoComplete="country-name"
            required
            maxLength={100}
            value={values.country}
            onChange={(v) => form.set('country', v)}
            error={msg(errors.country)}
          />
        </div>
      </div>
    </section>
  );
}
