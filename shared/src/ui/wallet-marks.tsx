// The wallets' marks, drawn inline (no image to fetch): a sketch of each app's icon, small
// enough to cost a few dozen bytes. Decorative: the link's text names the wallet.

/** Apple Wallet: coloured passes sliding into a dark pocket. */
export function AppleWalletMark() {
  return (
    <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x=".5" y=".5" width="19" height="19" rx="4.5" fill="#1c1c1e" stroke="#8e8e93" />
      <rect x="3" y="3" width="14" height="6" rx="1.5" fill="#3b9bf0" />
      <rect x="3" y="5.5" width="14" height="6" rx="1.5" fill="#f7b928" />
      <rect x="3" y="8" width="14" height="6" rx="1.5" fill="#4cc65a" />
      <rect x="3" y="10.5" width="14" height="6" rx="1.5" fill="#f05a4b" />
      <path d="M1 12.5h5.5c1 1.6 2.2 2.3 3.5 2.3s2.5-.7 3.5-2.3H19v4a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3z" fill="#1c1c1e" />
    </svg>
  );
}

/** Google Wallet: stacked cards in Google's four colours, the blue pocket in front. */
export function GoogleWalletMark() {
  return (
    <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="16" height="8" rx="2" fill="#34a853" />
      <rect x="2" y="5" width="16" height="8" rx="2" fill="#fbbc04" />
      <rect x="2" y="8" width="16" height="8" rx="2" fill="#ea4335" />
      <path d="M2 11h4a4.2 4.2 0 0 0 8 0h4v5a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" fill="#4285f4" />
    </svg>
  );
}
