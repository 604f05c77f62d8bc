/**
 * `app.metrics` for every module (app-metrics.ts), and with METRICS_TOKEN the request timing of
 * every route (its own onResponse hook, added as it is registered: it must come before the routes)
 * and the /metrics endpoint (metrics-route.ts). Without METRICS_TOKEN no request is
 * timed: the modules' few records (a render, a lock wait, a sent e-mail) cost next to nothing,
 * and nobody can read them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailOutbox, googleUpdateJobs, textMessages, walletPushJobs, webhookDeliveries } from '../../db/schema';
import { getTableName } from 'drizzle-orm';
import { AppMetrics } from './app-metrics';
import { metricsRoute } from './metrics-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (modules/metrics). */
    metrics: AppMetrics;
  }
}

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  metrics.watchQueue({ queue: 'email', table: getTableName(emailOutbox), kindColumn: 'kind' });
  metrics.watchQueue({ queue: 'wallet', table: getTableName(walletPushJobs), kindColumn: 'target' });
  metrics.watchQueue({ queue: 'sms', table: getTableName(textMessages), kindColumn: 'kind' });
  metrics.watchQueue({ queue: 'webhook', table: getTableName(webhookDeliveries), kindColumn: 'event_type' });
  metrics.watchQueue({ queue: 'google', table: getTableName(googleUpdateJobs), kindColumn: 'kind' });
  if (!app.config.metricsToken) return;

  metrics.http.enabled = true;
  app.addHook('onRoute', (route) => {
    const series = metrics.http.routeSeries(route.method, route.url);
    const own = route.onResponse;
    route.onResponse = own === undefined ? [series.hook] : [...(Array.isArray(own) ? own : [own]), series.hook];
  });
  metricsRoute(app);
}

export default fp(metricsPlugin, { name: 'metrics' });
