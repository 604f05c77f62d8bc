// The wallets' marks, drawn inline (no image to fetch): a sketch of each app's icon in a few
// strokes. Decorative: the link's text names the wallet. Sized in the CSS.

/** Apple Wallet: coloured passes sliding into a dark pocket. */
export function AppleWalletMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true">
      <rect x=".5" y=".5" width="19" height="19" rx="4.5" fill="#1c1c1e" stroke="#8e8e93" />
      <g strokeWidth="3" strokeLinecap="round">
        <path stroke="#3b9bf0" d="M4.5 4.5h11" />
        <path stroke="#f7b928" d="M4.5 7h11" />
        <path stroke="#4cc65a" d="M4.5 9.5h11" />
        <path stroke="#f05a4b" d="M4.5 12h11" />
      </g>
      <path fill="#1c1c1e" d="M1 12.5h5.5c1 1.6 2.2 2.3 3.5 2.3s2.5-.7 3.5-2.3H19v4a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3z" />
    </svg>
  );
}

/** Google Wallet: stacked cards in Google's colours, the blue pocket in front. */
export function GoogleWalletMark() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true">
      <g strokeWidth="4" strokeLinecap="round">
        <path stroke="#34a853" d="M4 4h12" />
        <path stroke="#fbbc04" d="M4 7h12" />
        <path stroke="#ea4335" d="M4 10h12" />
      </g>
      <path fill="#4285f4" d="M2 11h4a4.2 4.2 0 0 0 8 0h4v5a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" />
    </svg>
  );
}
