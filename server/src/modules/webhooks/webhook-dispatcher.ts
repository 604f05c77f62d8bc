/**
 * Sends the queued deliveries (webhook-repository.ts) on the loop the e-mail outbox and the
 * wallet pushes use (lib/leased-job-loop.ts): at least once, each under a lease that a dead
 * instance's deliveries outlive only by seconds, retried on anything but a 2xx answer with
 * exponential backoff and jitter, given up after `maxAttempts` (one to one and a half days with
 * the defaults). Log lines name the endpoint by its origin only (its path may hold a credential),
 * never a secret.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type LeasedJobOptions, LeasedJobLoop, type LeasedJobLoopSpec } from '../../lib/leased-job-loop';
import { type DeliveryRow, deliveryQueue } from './webhook-repository';
import { type SendOptions, sendSigned } from './webhook-http';
import { resolveSecret } from './webhook-secret';

export type WebhookDispatcherOptions = LeasedJobOptions & { timeoutMs: number };

export const WEBHOOK_DISPATCHER_DEFAULTS: WebhookDispatcherOptions = {
  batchSize: 20,
  leaseSeconds: 30,
  // 30 s doubling to at most 6 h, each wait drawn between half and all of it: 16 tries over
  // about one to one and a half days.
  maxAttempts: 16,
  firstRetrySeconds: 30,
  maxRetrySeconds: 6 * 3600,
  retryJitter: 0.5,
  pollMs: 60_000,
  timeoutMs: 10_000,
};

export interface WebhookDispatcherDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Where `env:NAME` secrets are read. */
  env: NodeJS.ProcessEnv;
  /** Refuse private and local targets (production). */
  publicOnly: boolean;
  /** Each try's outcome (the operator's metrics). */
  onTry?: LeasedJobLoopSpec<DeliveryRow>['onTry'];
}

export const endpointOrigin = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid address';
  }
};

export class WebhookDispatcher {
  private readonly loop: LeasedJobLoop<DeliveryRow>;
  private readonly send: SendOptions;

  constructor(
    private readonly deps: WebhookDispatcherDeps,
    options: Partial<WebhookDispatcherOptions> = {},
  ) {
    const { timeoutMs, ...loopOptions } = { ...WEBHOOK_DISPATCHER_DEFAULTS, ...options };
    this.send = { timeoutMs, publicOnly: deps.publicOnly };
    this.loop = new LeasedJobLoop({
      queue: deliveryQueue(deps.db),
      options: loopOptions,
      work: async (jobs, settle) => {
        for (const job of jobs) await settle(job, () => this.deliver(job));
      },
      log: deps.log,
      noun: 'webhook',
      onTry: deps.onTry,
      logFields: (job) => ({ webhookDelivery: job.id, event: job.eventId, type: job.eventType, endpoint: endpointOrigin(job.url) }),
    });
  }

  start(): void {
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Sends what is due now; resolves with how many deliveries were done. */
  drain(): Promise<number> {
    return this.loop.drain();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async deliver(job: DeliveryRow): Promise<void> {
    const secret = resolveSecret(job.secret, this.deps.env);
    if (!secret.ok) throw new Error(`no signing secret: ${secret.problem}`);
    const answer = await sendSigned(job.url, secret.secret, job.eventId, job.body, this.send);
    if (answer.status === null) throw new Error(answer.error ?? 'no answer');
    if (answer.status < 200 || answer.status > 299) throw new Error(`the endpoint answered HTTP ${answer.status}`);
  }
}
