/**
 * What a production start (NODE_ENV=production) checks before it listens: no demo credential
 * still valid in its database (their text is in this repository, so anyone could list guests or
 * charge no-show fees), no TEST ONLY wallet credential (server/wallet-test-certs/: their
 * private keys are public, so anyone could sign passes in the venue's name), no webhook whose
 * signing secret is missing or a demo file's (modules/webhooks/webhook-production-check.ts), and
 * no venue whose texts are on without a provider to send them (guests would agree and get none).
 * What the environment must hold (PUBLIC_URL, a mail transport, Stripe keys) is refused earlier,
 * by loadConfig (config.ts), all reasons at once.
 */
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { existsSync } from 'node:fs';
import { DEMO_VENUE_DIR, demoVenueFiles } from './demo/seed';
import { venuesTextingWithoutProvider } from './modules/text-messages/texts-without-provider';
import { liveDemoTokens } from './modules/venue-setup/venue-tokens';
import { testCredentialsInUse } from './modules/wallet/test-credential-check';
import { webhookSecretProblems } from './modules/webhooks/webhook-production-check';
import { DOCUMENTED_SECRET } from './modules/webhooks/webhook-secret';

export async function productionProblems(config: AppConfig, db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  const demoStaff = demoStaffTokens();
  const demo = await liveDemoTokens(db, demoStaff);
  if (demo.length) {
    problems.push(
      `Demo tokens are still valid (${demo.join(', ')}): revoke them with \`npm run venue -- token revoke <venue> --kind staff|frontpage --label demo\` (create a front-page token first), or start from an empty database`,
    );
  }
  const testWallet = testCredentialsInUse(config.wallet);
  if (testWallet.length) {
    problems.push(
      `TEST ONLY wallet credentials in ${testWallet.join(', ')} (server/wallet-test-certs/, whose keys are public): use the venue's own Apple and Google credentials (docs/wallet.md), or leave the wallet variables unset`,
    );
  }
  problems.push(...(await webhookSecretProblems(db, env, demoWebhookSecrets())));
  const texting = await venuesTextingWithoutProvider(db, config.textMessages);
  if (texting.length) {
    problems.push(
      `Text messages are on for ${texting.join(', ')} but no provider is set: set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (docs/text-messages.md), or turn booking.textMessages off in the venue file`,
    );
  }
  return problems;
}

/** The webhook secrets the demo files write out (public text). */
function demoWebhookSecrets(): string[] {
  if (!existsSync(DEMO_VENUE_DIR)) return [DOCUMENTED_SECRET];
  return [DOCUMENTED_SECRET, ...demoVenueFiles().flatMap((file) => (file.webhooks ?? []).flatMap((w) => (typeof w.secret === 'string' ? [w.secret] : [])))];
}

/** The staff tokens the demo files name (none when a deployment left venues/ out). */
function demoStaffTokens(): string[] {
  if (!existsSync(DEMO_VENUE_DIR)) return [];
  return demoVenueFiles().flatMap((file) => (file.demoData ? [file.demoData.staffToken] : []));
}
