// @venue/shared/wallet-buttons: "Add to Apple Wallet" / "Add to Google Wallet" for the pages that
// show a pass's thing (a gift card, a promo code, a booking). Not a federated singleton: it holds
// no state (its texts come from '@venue/shared'), so each screen that shows the buttons bundles it.
// The answers' schema is @venue/shared/wallet-links, apart: a remote's API contract is imported by
// all its screens, and through this entry each would bundle the buttons.
export { WalletButtons } from './ui/wallet-buttons';
export type { WalletButtonsProps } from './ui/wallet-buttons';
export type { WalletLinks } from './schemas/wallet-links';
