import { useState, type ReactElement } from 'react';
import { currentLanguage, useHydrated, useTranslation } from '@venue/shared';
import type { WalletLinks } from '../schemas/wallet-links';
import { cx } from './class-names';
import { AppleWalletMark, GoogleWalletMark } from './wallet-marks';
import styles from './wallet-buttons.module.css';

export interface WalletButtonsProps {
  /** The answer's `wallet` (docs/wallet.md): a button per link; nothing at all without one. */
  wallet?: WalletLinks | null;
  /** The id of what the pass holds (a card's code), read after the button's name: a page with several cards has several pairs. */
  describedBy?: string;
  className?: string;
}

/** The pass is written in the page's language (the server takes `lang`, docs/wallet.md). */
const inLanguage = (href: string, lang: string) => `${href}${href.includes('?') ? '&' : '?'}lang=${lang}`;

const onAndroid = () => typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);

/** "Add to Apple Wallet" and "Add to Google Wallet", styled after each wallet's own badge. */
export function WalletButtons({ wallet, describedBy, className }: WalletButtonsProps) {
  const { t } = useTranslation('common');
  // Google first on Android, Apple first elsewhere, chosen once when the buttons appear. A page the
  // server drew (it does not know the device) keeps Apple first: reordering after hydration would
  // move a button under the guest's finger.
  const hydrated = useHydrated();
  const [googleFirst] = useState(() => hydrated && onAndroid());
  if (!wallet?.apple && !wallet?.google) return null;
  const lang = currentLanguage();

  const apple: ReactElement | null = wallet.apple ? (
    // A plain link to the .pkpass: Safari offers to add it, other browsers download it.
    <a key="apple" className={cx(styles.button, styles.apple)} href={inLanguage(wallet.apple, lang)} aria-describedby={describedBy} data-wallet="apple">
      <AppleWalletMark />
      <span>{t('wallet.apple')}</span>
    </a>
  ) : null;
  const google: ReactElement | null = wallet.google ? (
    // The server answers 302 to Google's save page, which opens beside this one.
    <a
      key="google"
      className={cx(styles.button, styles.google)}
      href={inLanguage(wallet.google, lang)}
      target="_blank"
      rel="noopener"
      aria-describedby={describedBy}
      data-wallet="google"
    >
      <GoogleWalletMark />
      <span>{t('wallet.google')}</span>
    </a>
  ) : null;

  return <div className={cx(styles.buttons, className)}>{googleFirst ? [google, apple] : [apple, google]}</div>;
}
