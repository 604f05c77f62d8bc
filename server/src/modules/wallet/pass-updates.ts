/**
 * What a change to a gift card, a promo code or a booking does to its passes, called in the
 * transaction of that change: the passes' updated tag moves (a device asking what changed sees
 * it, and the latest pass is no longer 304), and the pushes are queued in the same transaction,
 * so a change is never committed without them, nor pushed without being committed:
 * an empty APNs push per registered device (when APNs is configured; otherwise devices see the
 * change when they next refresh the pass), and an update of the Google object once a save link
 * was handed out (when Google Wallet is configured).
 */
import type { DbOrTx } from '../../db/tx';
import type { PassKind } from './pass-content';
import { touchPasses } from './pass-repository';
import { queueApnsPushes, queueGoogleUpdate } from './push-job-repository';
import { pushTokensOf } from './registration-repository';
import type { WalletConfig } from './wallet-config';

export interface PassUpdatesDeps {
  wallet: WalletConfig;
  clock: () => Date;
  /** Sends what was queued: called once the change has had time to commit. */
  kick: () => void;
}

/**
 * No transaction here has an after-commit hook to kick the sender from, so it is kicked a moment
 * later (by then the short transactions that call this have committed; the sender's poll catches
 * a slower one).
 */
const KICK_DELAY_MS = 500;

export async function passChanged(deps: PassUpdatesDeps, tx: DbOrTx, kind: PassKind, subjectId: number): Promise<void> {
  const passes = await touchPasses(tx, kind, subjectId, deps.clock());
  let queued = false;
  for (const pass of passes) {
    if (deps.wallet.apple?.apns) {
      const tokens = await pushTokensOf(tx, pass.id);
      await queueApnsPushes(tx, pass.id, tokens);
      queued ||= tokens.length > 0;
    }
    if (deps.wallet.google && pass.googleObjectId) {
      await queueGoogleUpdate(tx, pass.id);
      queued = true;
    }
  }
  if (queued) setTimeout(deps.kick, KICK_DELAY_MS).unref();
}
