/**
 * `app.metrics` for every module (app-metrics.ts), and with METRICS_TOKEN the request timing of
 * every route and the /metrics endpoint (metrics-route.ts). Without METRICS_TOKEN no request is
 * timed: the modules' few records (a render, a lock wait, a sent e-mail) cost next to nothing,
 * and nobody can read them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailOutbox, walletPushJobs } from '../../db/schema';
import { getTableName } from 'drizzle-orm';
import { AppMetrics } from './app-metrics';
import type { RouteSeries } from './http-metrics';
import { metricsRoute } from './metrics-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics (modules/metrics). */
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /** The route's latency series, set as it is registered (modules/metrics/http-metrics.ts). */
    metricsSeries?: RouteSeries;
  }
}

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  metrics.watchQueue({ queue: 'email', table: getTableName(emailOutbox), kindColumn: 'kind' });
  metrics.watchQueue({ queue: 'wallet', table: getTableName(walletPushJobs), kindColumn: 'target' });
  if (!app.config.metricsToken) return;

  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, metricsSeries: metrics.http.routeSeries(route.method, route.url) };
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's own series; the not-found handler's answers by kind (a page or nothing).
    const series =
      request.routeOptions.config.metricsSeries ?? metrics.http.unroutedSeries(request.method, String(reply.getHeader('content-type') ?? '').startsWith('text/html'));
    series.observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  metricsRoute(app);
}

export default fp(metricsPlugin, { name: 'metrics' });
