/**
 * The demo gateway's card form, marked TEST MODE: card number, expiry, CVC, and the test cards
 * to use. Its "bank" asks for authentication in a dialog when the card says so.
 */
import { type FormEvent, useId, useState } from 'react';
import styles from './card-payment.module.css';
import { formatCardExpiry, parseCardExpiry } from './card-expiry';
import type { DemoCardDetails } from './demo-payments-api';
import type { CardPaymentState } from './use-card-payment';
import { Button, PAYMENTS_NS, TEST_CARD_HINTS, useTranslation } from '@venue/shared';
import { Modal } from '@venue/shared/forms';

type Field = keyof DemoCardDetails;

/** Format checks only; the demo gateway checks the rest (Luhn, expiry) and names bad fields. */
function check(card: DemoCardDetails): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^\d{12,19}$/.test(card.cardNumber.replace(/[\s-]/g, ''))) errors.cardNumber = 'INVALID';
  if (!parseCardExpiry(card.expiry)) errors.expiry = 'INVALID';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'INVALID';
  return errors;
}

export interface DemoCardFormProps {
  payment: CardPaymentState;
  /** A saved card is being confirmed: no card fields. */
  savedCard: boolean;
  submitLabel: string;
}

export function DemoCardForm({ payment, savedCard, submitLabel }: DemoCardFormProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const id = useId();
  const [card, setCard] = useState<DemoCardDetails>({ cardNumber: '', expiry: '', cvc: '' });
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const errors = { ...payment.fieldErrors, ...local };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = savedCard ? {} : check(card);
    setLocal(found);
    if (Object.keys(found).length > 0) return;
    // "1229" and "12 / 29" travel as the gateway's "12/29".
    void payment.submit(savedCard ? undefined : { ...card, expiry: formatCardExpiry(parseCardExpiry(card.expiry)!) });
  };

  const field = (name: Field, label: string, props: { autoComplete: string; inputMode: 'numeric' | 'text'; placeholder?: string; maxLength: number }) => (
    <div className="sh-field">
      <label className="sh-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="sh-input"
        value={card[name]}
        onChange={(e) => setCard({ ...card, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="sh-field-error">
          {t('fieldInvalid')}
        </span>
      ) : null}
    </div>
  );

  return (
    <>
      <div className={styles.testBanner} role="note" data-testid="payment-test-mode">
        <strong className={styles.testBadge}>{t('testMode')}</strong>
        <p>{t('testModeNotice')}</p>
        <ul className={styles.testCards} aria-label={t('testCardsTitle')}>
          {TEST_CARD_HINTS.map((hint) => (
            <li key={hint.number}>
              <code>{hint.number}</code> — {t(`testCards.${hint.outcome}`)}
            </li>
          ))}
        </ul>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {savedCard ? null : (
          <>
            {field('cardNumber', t('cardNumber'), { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
            <div className={styles.row}>
              {field('expiry', t('expiry'), { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: t('expiryPlaceholder'), maxLength: 7 })}
              {field('cvc', t('cvc'), { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
            </div>
          </>
        )}
        <Button type="submit" block loading={payment.phase === 'submitting'}>
          {submitLabel}
        </Button>
      </form>
      <Modal
        open={payment.phase === 'authenticating'}
        onClose={() => void payment.authenticate(false)}
        title={t('authTitle')}
        closeOnBackdrop={false}
        footer={
          <>
            <Button variant="secondary" onClick={() => void payment.authenticate(false)}>
              {t('authDeny')}
            </Button>
            <Button onClick={() => void payment.authenticate(true)}>{t('authApprove')}</Button>
          </>
        }
      >
        <p>{t('authMessage')}</p>
      </Modal>
    </>
  );
}
