import { useState } from 'react';
import { Button, Navigate, formatDate, localized, translationsReady, useNavigate, useTranslation } from '@venue/shared';
import {
  CodeState,
  STAFF_NS,
  STAFF_SCAN_PATH,
  StaffActionBar,
  redeemCode,
  registerStaffTexts,
  useScannedCode,
  useStaffRequest,
  type PromoDoorCode,
  StaffError,
} from '@venue/shared/staff';
import { STAFF_PROMO_NS, registerStaffPromoTranslations } from '../../i18n/staff-promo-resources';
import styles from './staff-promo.module.css';

/** This screen's texts and the door page's, registered and loaded (its lazy chunk awaits them). */
export function staffPromoTextsReady(): Promise<void> {
  registerStaffTexts();
  registerStaffPromoTranslations();
  return translationsReady();
}

/** /staff/promo: the scanned promo code, its state, and the big Redeem button. */
export function StaffPromoCodePage() {
  const { t, i18n } = useTranslation([STAFF_PROMO_NS, STAFF_NS]);
  const navigate = useNavigate();
  const scanned = useScannedCode('promo');
  // The code as it stands now: the lookup's answer, then the redemption's.
  const [redeemed, setRedeemed] = useState<PromoDoorCode | null>(null);
  const request = useStaffRequest(redeemCode);
  if (!scanned) return <Navigate to={STAFF_SCAN_PATH} replace />;

  const code = redeemed ?? scanned.code;
  const redeem = async () => {
    const answer = await request.run({ data: scanned.data });
    if (answer?.kind === 'promo') setRedeemed(answer);
  };
  const language = i18n.language;
  return (
    <article className={styles.page} data-kind="promo">
      <p className={styles.kicker}>{t('title')}</p>
      <h1 className={styles.title}>{localized(code.promo.titolo, language)}</h1>
      <p className={styles.code}>
        <span className="sh-visually-hidden">{t('code')}: </span>
        {code.code}
      </p>
      {/* Just redeemed here: that is the news, not "already used". */}
      {redeemed ? (
        <p className={styles.success} role="status">
          <strong>{t('redeemed')}</strong> {t('redeemedAt')}
        </p>
      ) : (
        <CodeState state={code.state} usedAt={code.usedAt} usedBy={code.usedBy} />
      )}
      <dl className={styles.facts}>
        <dt>{t('guest')}</dt>
        <dd>{code.nome}</dd>
        {code.usareEntro ? (
          <>
            <dt>{t('useBy')}</dt>
            <dd>{formatDate(code.usareEntro, language, 'long')}</dd>
          </>
        ) : null}
      </dl>
      <StaffError error={request.error} />
      <StaffActionBar>
        {code.state === 'valid' && !redeemed ? (
          <Button block loading={request.pending} onClick={() => void redeem()}>
            {t('redeem')}
          </Button>
        ) : null}
        <Button variant={code.state === 'valid' && !redeemed ? 'secondary' : 'primary'} block onClick={() => navigate(STAFF_SCAN_PATH)}>
          {t(`${STAFF_NS}:scanNext`)}
        </Button>
      </StaffActionBar>
    </article>
  );
}
