import { useState } from 'react';
import { Button, apiErrorMessage, currentLanguage, formatDate, formatMoney, isApiError, NoScriptNote, useTranslation } from '@venue/shared';
import { TextField } from '@venue/shared/text-field';
import { getBalance } from '../../api/giftcards-api';
import styles from './balance-check.module.css';
import { type GiftcardBalance } from '../../api/giftcard-schemas';

/** The public balance check: a card holder types (or pastes) the code and sees what is left. */
export function BalanceCheck() {
  const { t } = useTranslation('giftcards');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GiftcardBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lng = currentLanguage();

  const check = async () => {
    setError(null);
    setResult(null);
    if (!code.trim()) return setError(t('common:validation.required'));
    setBusy(true);
    try {
      setResult(await getBalance(code.trim()));
    } catch (err) {
      const errCode = isApiError(err) ? err.code : 'generic';
      setError(errCode === 'GIFTCARD_NOT_FOUND' || errCode === 'INVALID_PAYLOAD' ? t('balance.notFound') : apiErrorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`sh-card ${styles.box}`} aria-labelledby="balance-title">
      <h2 id="balance-title" className={styles.title}>
        {t('balance.title')}
      </h2>
      <NoScriptNote />
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <TextField
          label={t('balance.code')}
          hint={t('balance.codeHint')}
          name="giftcardCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          onChange={setCode}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('balance.submit')}
        </Button>
      </form>
      {result ? (
        <div className={styles.result} role="status" data-testid="balance-result" data-state={result.stato}>
          <p className={styles.state}>{t(`balance.states.${result.stato}`)}</p>
          <p className={styles.amount}>
            {t('balance.result', { balance: formatMoney(result.saldo, result.valuta, lng), value: formatMoney(result.valoreIniziale, result.valuta, lng) })}
          </p>
          <p className={styles.hint}>{t('balance.validUntil', { date: formatDate(result.scadenza, lng, 'long') })}</p>
        </div>
      ) : null}
    </section>
  );
}
