// @venue/shared/wallet-links: the "add to wallet" links a guest answer carries (docs/wallet.md,
// "The links"): only the wallets the server has credentials for. Builders from '@venue/shared',
// not superstruct's own: this module is bundled by the remotes' API contracts, and a second copy
// of superstruct would come with it.
import { optional, text, type, type Infer } from '@venue/shared';

/** `wallet: { apple?, google? }`; a missing link reads as '' (no button). */
export const WalletLinksSchema = type({ apple: optional(text()), google: optional(text()) });
export type WalletLinks = Infer<typeof WalletLinksSchema>;
