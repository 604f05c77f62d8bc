import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, formatMoney, useTranslation } from '@venue/shared';
import { TextField } from '@venue/shared/text-field';
import { StaffActionBar } from '@venue/shared/staff';
import { amountInputText } from '../../lib/money-input';
import { STAFF_GIFTCARD_NS } from '../../i18n/staff-giftcard-resources';
import { checkRedeemAmount } from './redeem-amount';
import styles from './staff-giftcard.module.css';

interface Props {
  balance: number;
  currency: string;
  pending: boolean;
  /** Minor units; resolves true when redeemed (the field is emptied for the next one). */
  onRedeem: (amount: number) => Promise<boolean>;
  /** The secondary action under Redeem ("Scan next"). */
  secondary: ReactNode;
}

/** The amount to take from the card (a part or all of it), then the big Redeem button. */
export function RedeemAmountForm({ balance, currency, pending, onRedeem, secondary }: Props) {
  const { t, i18n } = useTranslation(STAFF_GIFTCARD_NS);
  const [text, setText] = useState('');
  const [shownError, setShownError] = useState<string | undefined>();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkRedeemAmount(text, balance);
    if (!check.ok) {
      const key = { required: 'amountRequired', invalid: 'amountInvalid', over: 'amountOver' }[check.reason];
      return setShownError(t(key, { balance: money(balance) }));
    }
    setShownError(undefined);
    if (await onRedeem(check.amount)) setText('');
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {/* The whole balance beside the field: in view whenever the field is (the bar below sticks). */}
      <div className={styles.amountRow}>
        <TextField
          label={t('amount')}
          hint={t('amountHint', { balance: money(balance) })}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={setText}
          error={shownError}
        />
        <Button variant="secondary" size="small" onClick={() => setText(amountInputText(balance))}>
          {t('wholeBalance')}
        </Button>
      </div>
      <StaffActionBar>
        <Button type="submit" block loading={pending}>
          {t('redeem')}
        </Button>
        {secondary}
      </StaffActionBar>
    </form>
  );
}
