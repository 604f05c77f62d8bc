/**
 * The wallet's addresses: the guest's "add to wallet" links (put in the guest answers of the gift
 * card, promo code and booking pages) and the PassKit web service's base, written in each pass.
 */
import type { PassKind } from './pass-content';
import type { WalletConfig } from './wallet-config';

export const WALLET_PREFIX = '/backend/api/wallet';
/** Apple appends /v1/devices/…, /v1/passes/…, /v1/log to it. */
export const APPLE_WEB_SERVICE_PATH = `${WALLET_PREFIX}/apple`;

export interface WalletLinks {
  /** The signed .pkpass (Safari on iOS offers to add it). */
  apple?: string;
  /** Answers 302 to Google's save page. */
  google?: string;
}

/** The links of the wallets that are on; undefined when none is (the answers then carry no `wallet`). */
export function walletLinks(wallet: WalletConfig, publicUrl: string, kind: PassKind, secret: string): WalletLinks | undefined {
  if (!wallet.apple && !wallet.google) return undefined;
  return {
    ...(wallet.apple ? { apple: `${publicUrl}${WALLET_PREFIX}/apple/${kind}/${secret}.pkpass` } : {}),
    ...(wallet.google ? { google: `${publicUrl}${WALLET_PREFIX}/google/${kind}/${secret}` } : {}),
  };
}
