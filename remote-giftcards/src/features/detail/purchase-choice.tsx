import { useId, useState } from 'react';
import { Button, currentLanguage, formatMoney, useHydrated, useNavigate, useTranslation } from '@venue/shared';
import { type AmountChoice, checkAmount } from '../../lib/amount-bounds';
import { loadCart, saveCart } from '../../lib/cart';
import { amountInputText } from '../../lib/money-input';
import { checkoutPath } from '../../lib/paths';
import { QuantityStepper } from './quantity-stepper';
import styles from './giftcard-detail.module.css';
import { type GiftcardProduct } from '../../api/giftcard-schemas';

/** The value (a fixed one, or a custom amount within the venue's bounds) and the quantity; then on to the checkout. */
export function PurchaseChoice({ product }: { product: GiftcardProduct }) {
  const { t } = useTranslation('giftcards');
  // Server-rendered: an amount chosen before the page's script has taken over would be reset.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const ids = useId();
  const lng = currentLanguage();
  const money = (minor: number) => formatMoney(minor, product.valuta, lng);
  const bounds = { min: product.importoMin, max: product.importoMax };
  const saved = loadCart(product.id);
  const [choice, setChoice] = useState<AmountChoice>(() => {
    if (saved && product.valori.includes(saved.amount)) return { kind: 'fixed', value: saved.amount, text: '' };
    if (saved && product.importoLibero) return { kind: 'custom', value: 0, text: amountInputText(saved.amount) };
    return product.valori.length ? { kind: 'fixed', value: product.valori[0]!, text: '' } : { kind: 'custom', value: 0, text: '' };
  });
  const [quantity, setQuantity] = useState(saved?.quantity ?? 1);
  const [showError, setShowError] = useState(false);
  const checked = checkAmount(choice, product.valori, bounds);
  const rangeMessage = t('common:validation.amountRange', { min: money(bounds.min), max: money(bounds.max) });
  const error = checked.ok ? undefined : checked.reason === 'range' ? rangeMessage : choice.kind === 'custom' ? rangeMessage : t('detail.amountRequired');
  const customId = `${ids}-custom`;
  const errorId = `${ids}-error`;

  const next = () => {
    if (!checked.ok) return setShowError(true);
    saveCart({ productId: product.id, amount: checked.amount, quantity });
    navigate(checkoutPath(product.id));
  };

  return (
    <form
      className={`sh-card ${styles.choice}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <fieldset className={styles.values} disabled={!hydrated}>
        <legend className="sh-label">{t('detail.amount')}</legend>
        <div className={styles.valueGrid}>
          {product.valori.map((value) => (
            <label key={value} className={styles.value} data-checked={choice.kind === 'fixed' && choice.value === value ? 'yes' : 'no'}>
              <input
                type="radio"
                name="amount"
                checked={choice.kind === 'fixed' && choice.value === value}
                onChange={() => setChoice({ kind: 'fixed', value, text: '' })}
              />
              <span>{money(value)}</span>
            </label>
          ))}
          {product.importoLibero ? (
            <label className={styles.value} data-checked={choice.kind === 'custom' ? 'yes' : 'no'}>
              <input type="radio" name="amount" checked={choice.kind === 'custom'} onChange={() => setChoice({ kind: 'custom', value: 0, text: choice.text })} />
              <span>{t('detail.otherAmount')}</span>
            </label>
          ) : null}
        </div>
        {choice.kind === 'custom' ? (
          <div className="sh-field">
            <label className="sh-label" htmlFor={customId}>
              {t('detail.customLabel', { currency: product.valuta })}
            </label>
            <p className="sh-field-hint" id={`${customId}-hint`}>
              {t('detail.customHint', { min: money(bounds.min), max: money(bounds.max) })}
            </p>
            <input
              id={customId}
              className="sh-input"
              name="customAmount"
              inputMode="decimal"
              autoComplete="off"
              value={choice.text}
              aria-invalid={showError && !!error ? true : undefined}
              aria-describedby={`${customId}-hint${showError && error ? ` ${errorId}` : ''}`}
              onChange={(e) => setChoice({ kind: 'custom', value: 0, text: e.target.value })}
              onBlur={() => choice.text && setShowError(true)}
            />
          </div>
        ) : null}
        {showError && error ? (
          <p className="sh-field-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <p className={styles.total}>
        <span>{t('detail.total')}</span>
        <strong data-testid="detail-total">{checked.ok ? money(checked.amount * quantity) : '—'}</strong>
      </p>
      <Button type="submit" block>
        {t('detail.continue')}
      </Button>
    </form>
  );
}
