// @venue/shared/wallet-buttons: "Add to Apple Wallet" / "Add to Google Wallet" for the pages that
// show a pass's thing (a gift card, a promo code, a booking), and the schema of the answers'
// `wallet` links. Not a federated singleton: it holds no state (its texts come from
// '@venue/shared'), so each remote that shows the buttons bundles it (well under 1 KB).
export { WalletButtons } from './ui/wallet-buttons';
export type { WalletButtonsProps } from './ui/wallet-buttons';
export { WalletLinksSchema } from './schemas/wallet-links';
export type { WalletLinks } from './schemas/wallet-links';
