import { useId } from 'react';
import { useHydrated, useTranslation } from '@venue/shared';
import { MAX_QUANTITY, clampQuantity } from '../../lib/amount-bounds';
import styles from './giftcard-detail.module.css';

/** Quantity from 1 to MAX_QUANTITY: a number input between big − and + buttons (thumbs on a phone). */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('giftcards');
  // Server-rendered: a tap before the page's script has taken over would be lost.
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className="sh-field">
      <label className="sh-label" htmlFor={id}>
        {t('detail.quantity')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className="sh-button sh-button--secondary"
          aria-label={t('detail.decrease')}
          disabled={!hydrated || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={`sh-input ${styles.quantity}`}
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          onChange={(e) => onChange(clampQuantity(Number(e.target.value)))}
        />
        <button
          type="button"
          className="sh-button sh-button--secondary"
          aria-label={t('detail.increase')}
          disabled={!hydrated || value >= MAX_QUANTITY}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
