/**
 * `npm run venue -- webhooks test SLUG`: a signed `webhook.test` event to each of the venue's
 * endpoints, sent now (not queued) by the server, which holds the secrets, and each answer
 * reported: status and time, or why there was none.
 */
import type { Db } from '../../db/client';
import { TEST_EVENT_TYPE, type WebhookEvent } from './webhook-events';
import { newEventId } from './webhook-emit';
import { type SendOptions, sendSigned } from './webhook-http';
import { listEndpoints } from './webhook-repository';
import { resolveSecret } from './webhook-secret';

export interface TestAnswer {
  url: string;
  status: number | null;
  ms: number;
  error?: string;
}

export async function sendTestEvents(db: Db, venue: { id: number; slug: string }, env: NodeJS.ProcessEnv, now: Date, send: SendOptions): Promise<TestAnswer[]> {
  const answers: TestAnswer[] = [];
  for (const endpoint of await listEndpoints(db, venue.id)) {
    const secret = resolveSecret(endpoint.secret, env);
    if (!secret.ok) {
      answers.push({ url: endpoint.url, status: null, ms: 0, error: `no signing secret: ${secret.problem}` });
      continue;
    }
    const event: WebhookEvent = { id: newEventId(), type: TEST_EVENT_TYPE, timestamp: now.toISOString(), data: { venue: venue.slug, test: true } };
    answers.push({ url: endpoint.url, ...(await sendSigned(endpoint.url, secret.secret, event.id, JSON.stringify(event), send)) });
  }
  return answers;
}
