/**
 * Builds the Fastify app from a database and a config. main.ts and the tests both use it, so
 * tests exercise exactly what production runs.
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { ApiError, errorBody } from './lib/api-error';
import { Foreground } from './lib/foreground';
import { AdmissionGate } from './lib/admission-gate';
import { KeyedGate } from './lib/keyed-gate';
import { type LogStream, loggerOptions } from './lib/logger-options';
import { serverTimeouts } from './lib/server-timeouts';
import botCheck from './modules/bot-check/bot-check-plugin';
import botCheckRoutes from './modules/bot-check/bot-check-routes';
import email from './modules/email/email-plugin';
import type { DispatcherOptions } from './modules/email/email-dispatcher';
import type { Mailer } from './modules/email/mail-message';
import experiencesRoutes from './modules/experiences/experiences-routes';
import metrics from './modules/metrics/metrics-plugin';
import idempotency from './modules/idempotency/idempotency-plugin';
import giftcards from './modules/giftcards/giftcards-plugin';
import giftcardsRoutes from './modules/giftcards/giftcards-routes';
import giftcardsStaffRoutes from './modules/giftcards/giftcards-staff-routes';
import googleReservations from './modules/google-reservations/google-reservations-plugin';
import googleOperatorRoutes from './modules/google-reservations/google-operator-routes';
import guestData from './modules/guest-data/guest-data-plugin';
import guestDataRoutes from './modules/guest-data/guest-data-routes';
import payments from './modules/payments/payments-plugin';
import rateLimits from './modules/rate-limits/rate-limits-plugin';
import { rateLimitKey } from './modules/rate-limits/rate-limit-key';
import paymentsRoutes from './modules/payments/payments-routes';
import readCache from './modules/read-cache/read-cache-plugin';
import promotionsRoutes from './modules/promotions/promotions-routes';
import promotionsStaffRoutes from './modules/promotions/promotions-staff-routes';
import reservations from './modules/reservations/reservations-plugin';
import reservationsRoutes from './modules/reservations/reservations-routes';
import reservationsStaffRoutes from './modules/reservations/reservations-staff-routes';
import servicesRoutes from './modules/services/services-routes';
import doorRoutes from './modules/staff/door-routes';
import textMessages, { type TextMessagesPluginOptions } from './modules/text-messages/text-messages-plugin';
import staffAudit from './modules/staff/staff-audit-plugin';
import staffAuditRoutes from './modules/staff/staff-audit-routes';
import staffSessionRoutes from './modules/staff/staff-session-routes';
import operatorRoutes from './modules/venue-setup/operator-routes';
import venuesRoutes from './modules/venues/venues-routes';
import wallet, { type WalletPluginOptions } from './modules/wallet/wallet-plugin';
import webhooks, { type WebhooksPluginOptions } from './modules/webhooks/webhooks-plugin';
import webhooksOperatorRoutes from './modules/webhooks/webhooks-operator-routes';
import auth from './plugins/auth';
import errors from './plugins/errors';
import formOnly from './plugins/form-only';
import securityHeaders from './plugins/security-headers';
import staffSideSplit from './plugins/staff-side-split';
import staffAuth from './plugins/staff-auth';
import web from './plugins/web';
import seoRoutes from './modules/seo/seo-routes';
import { corsDelegator } from './web/cors-policy';
import { WarmUpPass } from './modules/warm-up/warm-up-pass';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Pins "now" in tests; defaults to the system clock. */
  clock?: () => Date;
  /** Replaces the mailer the config selects (tests). */
  mailer?: Mailer;
  emailDispatcher?: Partial<DispatcherOptions>;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: LogStream;
  /** The wallet push sender's timing (tests). */
  walletDispatcher?: WalletPluginOptions['dispatcher'];
  /** The webhook sender's timing and the environment its `env:NAME` secrets come from (tests). */
  webhooks?: WebhooksPluginOptions;
  /** The text sender's timing (tests). */
  textDispatcher?: TextMessagesPluginOptions['dispatcher'];
}

export const FRONTPAGE_API_PREFIX = '/backend/api/frontpage';
export const STAFF_API_PREFIX = '/backend/api/staff';
export const OPERATOR_API_PREFIX = '/backend/api/operator';

/** The n proxies nearest to this server are believed (proxy-addr's hop count). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp({
  db,
  config,
  clock = () => new Date(),
  mailer,
  emailDispatcher,
  logStream,
  walletDispatcher,
  webhooks: webhooksOptions,
  textDispatcher,
}: BuildAppOptions): Promise<FastifyInstance> {
  // The instance's own calls while it warms up (modules/warm-up), never a guest's.
  const warmUp = new WarmUpPass();
  const app = Fastify({
    // Request addresses and credentials redacted (lib/logger-options.ts).
    logger: loggerOptions(config.logLevel, logStream),
    logController: new LogController({ disableRequestLogging: (request: { headers: IncomingHttpHeaders }) => warmUp.owns(request.headers) }),
    bodyLimit: 64 * 1024,
    // Slow clients are cut off (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS: lib/server-timeouts.ts).
    ...serverTimeouts(config),
    // Whose X-Forwarded-For to believe (TRUST_PROXY): the client address of the rate limits.
    // `true` is the nearest proxy only: believing every hop would let a visitor write its own.
    trustProxy: Array.isArray(config.trustProxy) || config.trustProxy === false ? config.trustProxy : trustHops(config.trustProxy === true ? 1 : config.trustProxy),
    // A URL the router cannot decode (`%FF`) answers the JSON error envelope too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(400).send(errorBody('BAD_REQUEST', error.message));
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('writeGate', new KeyedGate());
  app.decorate('bookingAdmission', new AdmissionGate(config.bookingAdmissionPerDay));
  app.decorate('foreground', new Foreground());
  app.decorate('warmUp', warmUp);

  await app.register(errors);
  // app.metrics for every module; with METRICS_TOKEN, every route's timing and GET /metrics on
  // the staff side. First: it times each route as it is registered.
  await app.register(metrics);
  // The staff origin serves the door page and the staff and operator APIs only; every other
  // origin never those (web/staff-side.ts).
  await app.register(staffSideSplit);
  // helmet's headers and a Content-Security-Policy per kind of response (docs/security.md).
  await app.register(securityHeaders);
  // The visitor API, the runtime config and the builds' files to every site (a venue's website
  // embeds the booking), without credentials; the rest to CORS_ORIGINS only, the staff and
  // operator APIs never to a guest origin (web/cors-policy.ts).
  await app.register(cors, { delegator: corsDelegator(config) });
  // Guards the API against floods; pages, assets, config and health are not counted, so a
  // browser loading many chunks (or an e2e suite) never trips it.
  // Counted where every instance sees them (Redis, PostgreSQL, or memory with one instance).
  await app.register(rateLimits);
  await app.register(rateLimit, {
    global: true,
    store: app.rateLimitStore,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Per client address (IPv6 by /64: lib/client-key.ts), or per credential for a valid staff
    // token, staff session or operator token (rate-limits/rate-limit-key.ts); every route's own
    // limit counts by it too.
    keyGenerator: rateLimitKey(app),
    // Decided on the route that matched: `/%62ackend/…` reaches the same route as `/backend/…`.
    allowList: (request) => !(request.routeOptions.url ?? '').startsWith('/backend/') || warmUp.owns(request.headers),
    // 429 RATE_LIMITED with the wait twice: the Retry-After header (added by the plugin) and
    // details.retryAfter (seconds) for clients that cannot read headers cross-origin.
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`, undefined, {
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(formbody);
  // The hot reads from memory, kept true by the database's change notifications.
  await app.register(readCache);
  // Shared services of the feature modules: e-mail outbox and dispatcher, bot check.
  await app.register(email, { mailer, dispatcher: emailDispatcher });
  await app.register(botCheck);
  // Cleanup of stored Idempotency-Key answers (kept 24 h).
  await app.register(idempotency);
  // Before the features, which use app.payments; also the Stripe webhook (raw JSON body).
  await app.register(payments);
  // Passes in the guest's wallet: the features' answers carry its links and tell it of changes.
  await app.register(wallet, { dispatcher: walletDispatcher });
  // The venue's other systems told of its changes: events queued with them, sent signed.
  await app.register(webhooks, webhooksOptions ?? {});
  // Texts to guests who agreed (queued with the reservation e-mails) and the STOP replies.
  await app.register(textMessages, { dispatcher: textDispatcher });
  // Reservations' fee events, reminders and the calendar file (GET /backend/calendar/{hash}.ics).
  await app.register(reservations);
  // Gift cards' payment events, delivery dispatcher, recovery and printable card page.
  await app.register(giftcards);
  // The daily anonymisation of what is past each venue's retention period.
  await app.register(guestData);
  // Reserve with Google: the booking server Google calls and the updates sent to Google.
  await app.register(googleReservations);

  // The public front-page calls: form-encoded POST, bearer token selects the venue.
  await app.register(
    async (api) => {
      await api.register(formOnly);
      await api.register(auth);
      await api.register(venuesRoutes);
      await api.register(servicesRoutes);
      await api.register(experiencesRoutes);
      await api.register(botCheckRoutes);
      await api.register(paymentsRoutes);
      await api.register(promotionsRoutes);
      await api.register(reservationsRoutes);
      await api.register(giftcardsRoutes);
    },
    { prefix: FRONTPAGE_API_PREFIX },
  );

  // Staff calls (redeem a promo code...): form-encoded POST, a bearer staff token of one venue
  // (the staff tool) or the door page's session cookie; every action written to the audit log.
  await app.register(
    async (staff) => {
      await staff.register(formOnly);
      await staff.register(staffAudit);
      await staff.register(staffAuth);
      await staff.register(staffSessionRoutes);
      await staff.register(doorRoutes);
      await staff.register(staffAuditRoutes);
      await staff.register(promotionsStaffRoutes);
      await staff.register(reservationsStaffRoutes);
      await staff.register(giftcardsStaffRoutes);
    },
    { prefix: STAFF_API_PREFIX },
  );

  // The operator's calls (the venue tool): venue files, tokens and guest data, with OPERATOR_TOKEN.
  await app.register(
    async (operator) => {
      await operator.register(formOnly);
      await operator.register(operatorRoutes);
      await operator.register(guestDataRoutes);
      await operator.register(googleOperatorRoutes);
      await operator.register(webhooksOperatorRoutes);
    },
    { prefix: OPERATOR_API_PREFIX },
  );

  // robots.txt and sitemap.xml per venue host (docs/seo.md).
  await app.register(seoRoutes);
  await app.register(web);
  return app;
}
