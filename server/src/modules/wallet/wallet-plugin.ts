/**
 * Passes in the guest's wallet (docs/wallet.md): the guest routes, Apple's web service, the push
 * sender, and `app.wallet` for the features: the links their guest answers carry, and
 * `passChanged(tx, kind, id)`, called in the transaction of a change a pass shows.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/tx';
import { languageOr } from '../../lib/i18n-text';
import { ApnsClient } from './apns-client';
import appleWebServiceRoutes from './apple-web-service-routes';
import { googleObjects } from './google-objects';
import { GoogleWalletClient } from './google-wallet-client';
import type { PassKind } from './pass-content';
import { findPassById } from './pass-repository';
import { subjectById } from './pass-subjects';
import { isTestGoogleAccountAtGoogle } from './test-credential-check';
import { passChanged } from './pass-updates';
import { PushDispatcher, type PushDispatcherOptions } from './push-dispatcher';
import { type WalletLinks, walletLinks } from './wallet-links';
import walletRoutes from './wallet-routes';

export interface Wallet {
  /** The "add to wallet" links of a thing, by its guest page's secret; undefined when no wallet is on. */
  links(kind: PassKind, secret: string): WalletLinks | undefined;
  /** In the transaction of a change to the thing: its passes move on and their pushes are queued. */
  passChanged(tx: DbOrTx, kind: PassKind, subjectId: number): Promise<void>;
  /** Sends the queued pushes now (tests, tools). */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    wallet: Wallet;
  }
}

export interface WalletPluginOptions {
  dispatcher?: Partial<PushDispatcherOptions>;
}

async function walletPlugin(app: FastifyInstance, options: WalletPluginOptions): Promise<void> {
  const { wallet: config, publicUrl } = app.config;
  const google = config.google;
  const googleClient = google ? new GoogleWalletClient(google, isTestGoogleAccountAtGoogle(google)) : undefined;
  const dispatcher = new PushDispatcher(
    {
      db: app.db,
      log: app.log,
      onTry: (outcome) => app.metrics.recordDelivery('wallet', outcome),
      ...(config.apple?.apns ? { apns: new ApnsClient(config.apple.apns, config.apple.passTypeId) } : {}),
      ...(googleClient ? { google: googleClient } : {}),
      googleObjectsOf: async (passId) => {
        const pass = await findPassById(app.db, passId);
        const subject = pass && (await subjectById({ db: app.db, now: app.clock(), publicUrl }, pass.kind, pass.subjectId));
        return pass && subject && google ? googleObjects(subject.content(languageOr(pass.language)), google.issuerId, pass.serial) : null;
      },
    },
    options.dispatcher,
  );
  const updates = { wallet: config, clock: app.clock, kick: () => dispatcher.kick() };
  app.decorate('wallet', {
    links: (kind, secret) => walletLinks(config, publicUrl, kind, secret),
    passChanged: (tx, kind, subjectId) => passChanged(updates, tx, kind, subjectId),
    drain: () => dispatcher.drain(),
  } satisfies Wallet);
  await app.register(walletRoutes, { google: googleClient });
  await app.register(appleWebServiceRoutes);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
}

export default fp(walletPlugin, { name: 'wallet' });
