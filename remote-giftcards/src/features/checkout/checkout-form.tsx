import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import {
  Button,
  announceToVenue,
  currentLanguage,
  isApiError,
  localized,
  locationAtom,
  prefixListAtom,
  Link,
  useNavigate,
  useHydrated,
  useTranslation,
  SKIP_CONFIRM_LEAVE,
} from '@venue/shared';
import { BotCheck, ConsentCheckbox, focusFirstError, useConfirmLeave } from '@venue/shared/forms';
import { postCheckout } from '../../api/giftcards-api';
import { OrderSummary } from '../../components/order-summary';
import type { Cart } from '../../lib/cart';
import { detailPath, notAvailablePath, paymentPath } from '../../lib/paths';
import { addDays, venueToday } from '../../lib/venue-date';
import { BuyerFields } from './buyer-fields';
import { MAX_DELIVERY_DAYS, birthDateForWire, serverFieldErrors } from './checkout-validation';
import { RecipientFields } from './recipient-fields';
import { useCheckoutForm } from './use-checkout-form';
import { loadCheckoutDraft, saveCheckoutDraft } from '../../lib/checkout-draft';
import { CardPreview } from './card-preview';
import styles from './checkout.module.css';
import { type GiftcardProduct } from '../../api/giftcard-schemas';

/** The venue's country in the visitor's language ('IT' → 'Italia'), the buyer's likely country. */
function countryName(code: string | undefined, language: string): string {
  if (!code || !/^[A-Z]{2}$/i.test(code)) return code ?? '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/** The checkout form; on success the order exists on the server and the visitor goes on to the card payment screen. */
export function CheckoutForm({ product, cart }: { product: GiftcardProduct; cart: Cart }) {
  const { t, i18n } = useTranslation('giftcards');
  const navigate = useNavigate();
  const location = useAtomValue(locationAtom);
  const prefixes = useAtomValue(prefixListAtom);
  const today = venueToday(location?.timezone);
  const maxDeliveryDate = addDays(today, MAX_DELIVERY_DAYS);
  // What only the browser knows comes once the page is hydrated (the server drew the form
  // without it): back from the payment screen, the values sent last time (session storage), to
  // change what needs changing; the venue's country named by this browser's ICU (Node's may differ).
  const hydrated = useHydrated();
  const draft = useMemo(() => (hydrated ? loadCheckoutDraft(product.id) : null), [hydrated, product.id]);
  const country = hydrated ? countryName(location?.country, currentLanguage()) : '';
  const form = useCheckoutForm({ prefix: prefixes?.[0]?.prefisso ?? '', country, today, maxDeliveryDate, draft });
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The bot check's solved payload (ALTCHA), sent once: the server spends it with the order.
  const [altcha, setAltcha] = useState<string | null>(null);
  const [botError, setBotError] = useState<string | undefined>();
  const [botCheckReset, setBotCheckReset] = useState(0);
  // The widget (and its proof of work) comes with the buyer's first field, not with the page:
  // a first view downloads nothing the buyer has not started to use.
  const [engaged, setEngaged] = useState(false);
  const onBotCheck = (payload: string | null) => {
    setAltcha(payload);
    if (payload) setBotError(undefined);
  };
  // One key per form: a double click (or a resend after a lost answer) finds the same order.
  const requestId = useRef(newRequestId());
  const leavePrompt = useConfirmLeave(form.dirty && !sending);
  const { values, errors } = form;
  const msg = (key?: string) => (key ? t(key) : undefined);

  const submit = async () => {
    setEngaged(true);
    setFormError(null);
    const valid = form.validate();
    setBotError(altcha ? undefined : t('common:botCheck.required'));
    if (!valid) {
      focusFirstError();
      return setFormError('checkout.fixErrors');
    }
    if (!altcha) return;
    setSending(true);
    try {
      const { fingerprint } = await postCheckout({
        productId: product.id,
        amount: cart.amount,
        quantity: cart.quantity,
        requestId: requestId.current,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phonePrefix: values.phone.prefix,
        phone: values.phone.number,
        dateOfBirth: birthDateForWire(values.dateOfBirth),
        city: values.city.trim(),
        country: values.country.trim(),
        province: values.province.trim(),
        postalCode: values.postalCode.trim(),
        privacy: values.privacy,
        marketing: values.marketing,
        forRecipient: values.forRecipient,
        recipientFirstName: values.forRecipient ? values.recipientFirstName.trim() : '',
        recipientLastName: values.forRecipient ? values.recipientLastName.trim() : '',
        recipientEmail: values.forRecipient ? values.recipientEmail.trim() : '',
        recipientPhonePrefix: values.forRecipient && values.recipientPhone.number ? values.recipientPhone.prefix : '',
        recipientPhone: values.forRecipient ? values.recipientPhone.number : '',
        message: values.forRecipient ? values.message : '',
        deliverOn: values.forRecipient ? values.deliverOn : '',
        language: currentLanguage(),
        altcha,
      });
      saveCheckoutDraft(product.id, values);
      // The venue's scripts count the order here: the payment and confirmation pages, whose
      // addresses carry the order's fingerprint, run none of them (docs/security.md).
      announceToVenue({ type: 'giftcard-order', quantity: cart.quantity, value: cart.amount * cart.quantity, currency: product.valuta });
      navigate(paymentPath(fingerprint), { state: SKIP_CONFIRM_LEAVE });
    } catch (err) {
      setSending(false);
      // Whatever happened, a refused challenge cannot be sent again: a fresh one for the next try.
      setAltcha(null);
      setBotCheckReset((n) => n + 1);
      const code = isApiError(err) ? err.code : 'generic';
      if (code === 'GIFTCARD_NOT_AVAILABLE') return navigate(notAvailablePath(product.id), { state: SKIP_CONFIRM_LEAVE, replace: true });
      if (code === 'INVALID_PAYLOAD' && isApiError(err) && err.fields) {
        const mapped = serverFieldErrors(err.fields);
        // The value itself (amount, quantity) changed on the server: choose again on the detail screen.
        if (err.fields.amount || err.fields.quantity || err.fields.productId) return navigate(detailPath(product.id), { state: SKIP_CONFIRM_LEAVE });
        form.setErrors(mapped);
        focusFirstError();
        return setFormError('checkout.fixErrors');
      }
      // The request id may already hold an order with other data: the next try is a new purchase.
      if (code === 'CHECKOUT_REPLAYED') requestId.current = newRequestId();
      if (code === 'BOT_CHECK_FAILED') return setFormError('common:apiErrors.BOT_CHECK_FAILED');
      setFormError(code === 'RATE_LIMITED' ? 'checkout.rateLimited' : 'checkout.purchaseError');
    }
  };

  const showFormError = formError && (formError !== 'checkout.fixErrors' || Object.keys(errors).length > 0);

  return (
    <form
      className={styles.form}
      noValidate
      onFocus={() => setEngaged(true)}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section className={`sh-card ${styles.section}`} aria-labelledby="summary-title">
        <div className={styles.sectionHead}>
          <h2 id="summary-title">{t('checkout.summary')}</h2>
          <Link to={detailPath(product.id)} className={styles.change}>
            {t('checkout.change')}
          </Link>
        </div>
        <OrderSummary product={localized(product.titolo, i18n.language)} cardValue={cart.amount} quantity={cart.quantity} currency={product.valuta} />
      </section>

      {/* Server-rendered: until the page's script has taken over, a choice made here would be lost
          (the radio shown checked while the form still holds the other choice), so the fields
          wait for it, as the buttons do. */}
      <fieldset className={styles.controls} disabled={!hydrated}>
        <RecipientFields form={form} today={today} maxDeliveryDate={maxDeliveryDate} msg={msg} />
        <BuyerFields form={form} msg={msg} today={today} />

        <section className={`sh-card ${styles.section}`} aria-labelledby="payment-method-title">
          <h2 id="payment-method-title">{t('checkout.paymentTitle')}</h2>
          <label className={styles.option} data-checked="yes">
            <input type="radio" name="paymentMethod" value="card" checked readOnly />
            <span>
              <strong>{t('checkout.card')}</strong>
              <span className={styles.optionHint}>{t('checkout.cardHint')}</span>
            </span>
          </label>
        </section>

        <section className={`sh-card ${styles.section}`} aria-labelledby="consents-title">
          <h2 id="consents-title">{t('checkout.consentsTitle')}</h2>
          <ConsentCheckbox kind="privacy" checked={values.privacy} onChange={(v) => form.set('privacy', v)} error={msg(errors.privacy)} />
          <ConsentCheckbox kind="marketing" checked={values.marketing} onChange={(v) => form.set('marketing', v)} />
        </section>
      </fieldset>

      <CardPreview
        product={localized(product.titolo, i18n.language)}
        value={cart.amount}
        quantity={cart.quantity}
        currency={product.valuta}
        forRecipient={values.forRecipient}
        buyer={{ firstName: values.firstName, lastName: values.lastName }}
        recipientFirstName={values.recipientFirstName}
        message={values.message}
      />

      {/* Once hydrated (the widget needs the page's script) and the buyer has started. */}
      {hydrated && engaged ? <BotCheck onChange={onBotCheck} error={botError} resetSignal={botCheckReset} /> : null}
      {showFormError ? (
        <p className={styles.formError} role="alert" data-testid="checkout-error">
          {t(formError)}
        </p>
      ) : null}
      <Button type="submit" block loading={sending}>
        {t('checkout.submit')}
      </Button>
      {leavePrompt}
    </form>
  );
}
