import { useRef, useState } from 'react';
import { Button, Navigate, formatDate, formatMoney, localized, translationsReady, useNavigate, useTranslation } from '@venue/shared';
import {
  CodeState,
  STAFF_NS,
  STAFF_SCAN_PATH,
  redeemCode,
  registerStaffTexts,
  useScannedCode,
  useStaffRequest,
  type GiftcardDoorCode,
  StaffError,
} from '@venue/shared/staff';
import { STAFF_GIFTCARD_NS, registerStaffGiftcardTranslations } from '../../i18n/staff-giftcard-resources';
import { RedeemAmountForm } from './redeem-amount-form';
import { RedemptionHistory } from './redemption-history';
import styles from './staff-giftcard.module.css';

/** This screen's texts and the door page's, registered and loaded (its lazy chunk awaits them). */
export function staffGiftcardTextsReady(): Promise<void> {
  registerStaffTexts();
  registerStaffGiftcardTranslations();
  return translationsReady();
}

/** A redemption's id: the same one again (a retry after a lost answer) counts once. */
const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);

/** /staff/giftcard: the scanned card, its balance, and a part (or all) of it redeemed. */
export function StaffGiftcardPage() {
  const { t, i18n } = useTranslation([STAFF_GIFTCARD_NS, STAFF_NS]);
  const navigate = useNavigate();
  const scanned = useScannedCode('giftcard');
  const [card, setCard] = useState<GiftcardDoorCode | null>(null);
  const requestId = useRef(newRequestId());
  const request = useStaffRequest(redeemCode);
  if (!scanned) return <Navigate to={STAFF_SCAN_PATH} replace />;

  const current = card ?? scanned.code;
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor, current.currency, language);
  const redeem = async (amount: number) => {
    const answer = await request.run({ data: scanned.data, amount, requestId: requestId.current });
    if (answer?.kind !== 'giftcard') return false;
    requestId.current = newRequestId();
    setCard(answer);
    return true;
  };
  const scanNext = (
    <Button variant="secondary" block onClick={() => navigate(STAFF_SCAN_PATH)}>
      {t(`${STAFF_NS}:scanNext`)}
    </Button>
  );
  return (
    <article className={styles.page} data-kind="giftcard">
      <p className={styles.kicker}>{t('title')}</p>
      <h1 className={styles.title}>{localized(current.prodotto, language)}</h1>
      <p className={styles.code}>
        <span className="sh-visually-hidden">{t('code')}: </span>
        {current.code}
      </p>
      <CodeState state={current.state} usedAt={current.usedAt} usedBy={current.usedBy} />
      <p className={styles.balance}>
        <span className={styles.balanceLabel}>{t('balance')}</span> <strong data-testid="giftcard-balance">{money(current.balance)}</strong>
      </p>
      {current.testMode ? <p className={styles.test}>{t('testMode')}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('initial')}</dt>
        <dd>{money(current.valoreIniziale)}</dd>
        <dt>{t('expires')}</dt>
        <dd>{formatDate(current.scadenza, language, 'long')}</dd>
        <dt>{t('order')}</dt>
        <dd>{current.ordine}</dd>
      </dl>
      {current.redeemed ? (
        <p className={styles.success} role="status">
          {t('redeemed', { amount: money(current.redeemed.amount), balance: money(current.redeemed.balanceAfter) })}
        </p>
      ) : null}
      <StaffError error={request.error} />
      <RedemptionHistory card={current} />
      {current.state === 'valid' ? (
        <RedeemAmountForm balance={current.balance} currency={current.currency} pending={request.pending} onRedeem={redeem} secondary={scanNext} />
      ) : (
        <div className={styles.after}>{scanNext}</div>
      )}
    </article>
  );
}
