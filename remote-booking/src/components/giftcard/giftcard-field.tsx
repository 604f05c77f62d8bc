/**
 * "Use a gift card" in a paid experience's payment step (and in a waiting guest's offer, once its
 * card step is open): the guest types or pastes a code, the
 * server takes what the card can pay (reservation/giftcard) and says what is left for the bank
 * card; when the card pays everything the booking is made at once. Refusals in the guest's language.
 * A card applied can be taken off again (reservation/giftcard/remove), its part back on it.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@venue/shared';
import { type GiftcardApplied, applyGiftcard, removeGiftcard } from '../../api/booking-api';
import { GiftcardAppliedNotice } from './giftcard-applied';
import { useGiftcardRefusal } from './giftcard-refusal';
import styles from '../booking-screen.module.css';

export interface GiftcardFieldProps {
  hash: string;
  applied: GiftcardApplied | null;
  disabled: boolean;
  onApplied: (applied: GiftcardApplied) => void;
  /** The card taken off: the bank card pays the whole amount again. */
  onRemoved: () => void;
}

export function GiftcardField({ hash, applied, disabled, onApplied, onRemoved }: GiftcardFieldProps) {
  const { t } = useTranslation('booking');
  const refusalText = useGiftcardRefusal();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await removeGiftcard(hash);
      setCode('');
      onRemoved();
    } catch (err) {
      setError(refusalText(err));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <>
        <GiftcardAppliedNotice applied={applied} onRemove={disabled ? undefined : () => void remove()} removing={busy} />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </>
    );
  }

  if (!open) {
    return (
      <button type="button" className={`sh-button sh-button--secondary ${styles.giftToggle}`} onClick={() => setOpen(true)} disabled={disabled} aria-expanded={false}>
        {t('giftcard.use')}
      </button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('giftcard.required'));
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyGiftcard(hash, code));
    } catch (err) {
      setError(refusalText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.giftForm} onSubmit={(e) => void submit(e)} noValidate aria-label={t('giftcard.use')}>
      <div className="sh-field">
        <label className="sh-label" htmlFor={`${id}-code`}>
          {t('giftcard.label')}
        </label>
        <input
          id={`${id}-code`}
          className="sh-input"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('giftcard.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="sh-button" disabled={busy || disabled} aria-busy={busy || undefined}>
        {t('giftcard.apply')}
      </button>
    </form>
  );
}
