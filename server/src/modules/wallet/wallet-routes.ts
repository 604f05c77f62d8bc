/**
 * The guest's routes: GET /backend/api/wallet/apple/{kind}/{secret}.pkpass answers the signed
 * pass, GET /backend/api/wallet/google/{kind}/{secret} puts the pass's object in Google Wallet
 * and answers a 302 to Google's save page naming it. Plain GETs (a
 * button cannot send the bearer token): the secret of the thing's guest page is the credential,
 * as for the printable card and the calendar file; counted by the API's rate limit.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { LANGUAGES, type Language } from '../../lib/i18n-text';
import { applePass } from './apple-pass';
import { googleObjects } from './google-objects';
import type { GoogleWalletClient } from './google-wallet-client';
import { googleSaveLink } from './google-save-link';
import { PASS_KINDS, type PassKind } from './pass-content';
import { ensurePass, rememberGoogleObject } from './pass-repository';
import { type PassSubject, subjectBySecret } from './pass-subjects';
import { APPLE_WEB_SERVICE_PATH, WALLET_PREFIX } from './wallet-links';

interface Params {
  kind: string;
  secret: string;
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such pass');

export interface WalletRoutesOptions {
  /** Present when Google Wallet is on. */
  google?: GoogleWalletClient;
}

export default async function walletRoutes(app: FastifyInstance, options: WalletRoutesOptions): Promise<void> {
  const ctx = () => ({ db: app.db, now: app.clock(), publicUrl: app.config.publicUrl });

  /** The thing behind a guest's link, if it can have a pass now, and the pass's language. */
  async function passSubject(kind: string, secret: string, lang: string | undefined): Promise<{ subject: PassSubject; language: Language }> {
    if (!(PASS_KINDS as readonly string[]).includes(kind)) throw notFound();
    const subject = await subjectBySecret(ctx(), kind as PassKind, secret);
    if (!subject) throw notFound();
    if (!subject.passable) throw new ApiError(409, 'PASS_NOT_AVAILABLE', 'This is not in a state for a pass (used, expired, void, cancelled or not confirmed)');
    const language = (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : subject.language;
    return { subject, language };
  }

  app.get<{ Params: Params; Querystring: { lang?: string } }>(`${WALLET_PREFIX}/apple/:kind/:secret`, async (request, reply) => {
    const apple = app.config.wallet.apple;
    const secret = request.params.secret.replace(/\.pkpass$/, '');
    if (!apple || secret === request.params.secret) throw notFound();
    const { subject, language } = await passSubject(request.params.kind, secret, request.query.lang);
    const pass = await ensurePass(app.db, { venueId: subject.venue.id, kind: subject.kind, subjectId: subject.subjectId, language, now: app.clock() });
    const file = applePass(subject.content(language), {
      apple,
      serial: pass.serial,
      authenticationToken: pass.authToken,
      webServiceUrl: `${app.config.publicUrl}${APPLE_WEB_SERVICE_PATH}`,
    });
    return reply
      .header('content-type', 'application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="${subject.venue.slug}-${subject.kind}.pkpass"`)
      .header('cache-control', 'no-store')
      .header('last-modified', pass.updatedAt.toUTCString())
      .send(file);
  });

  app.get<{ Params: Params; Querystring: { lang?: string } }>(`${WALLET_PREFIX}/google/:kind/:secret`, async (request, reply) => {
    const google = app.config.wallet.google;
    if (!google || !options.google) throw notFound();
    const { subject, language } = await passSubject(request.params.kind, request.params.secret, request.query.lang);
    const now = app.clock();
    const pass = await ensurePass(app.db, { venueId: subject.venue.id, kind: subject.kind, subjectId: subject.subjectId, language, now });
    const objects = googleObjects(subject.content(language), google.issuerId, pass.serial);
    // Remembered before the insert: a change made meanwhile is sent to Google as well.
    await rememberGoogleObject(app.db, pass.id, objects.object.id);
    try {
      await options.google.saveObject(objects);
    } catch (err) {
      request.log.warn({ err }, 'Google Wallet did not take the pass');
      throw new ApiError(502, 'WALLET_PROVIDER_ERROR', 'Google Wallet did not answer, try again in a moment');
    }
    const link = googleSaveLink(google, objects.type, objects.object.id, new URL(app.config.publicUrl).origin, now);
    return reply.header('cache-control', 'no-store').redirect(link, 302);
  });
}
