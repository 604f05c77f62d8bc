/**
 * `npm run venue -- webhooks test SLUG`: the server sends a signed `webhook.test` event to each
 * of the venue's endpoints (webhooks-operator-routes.ts) and this prints each answer, one line
 * per endpoint. Exit code 0 when every endpoint answered 2xx, 1 otherwise (and when the venue
 * has none).
 */
import type { OperatorApi } from '../../cli/operator-api';
import type { CliIo } from '../../cli/staff-main';
import type { TestAnswer } from './webhook-test-send';

export const WEBHOOKS_USAGE = ['  webhooks test SLUG                          send a signed test event to each webhook of the venue, print the answers'];

export async function runWebhooksCommand(api: OperatorApi, args: string[], io: CliIo): Promise<number | 'usage'> {
  const [verb, venue, ...rest] = args;
  if (verb !== 'test' || !venue || rest.length) return 'usage';
  const { answers } = await api.post<{ answers: TestAnswer[] }>('/webhooks/test', { venue });
  if (!answers.length) {
    io.err(`${venue} has no webhooks (the venue file's webhooks list, docs/webhooks.md)`);
    return 1;
  }
  for (const a of answers) {
    const answer = a.status === null ? `no answer: ${a.error ?? 'unknown'}` : `HTTP ${a.status}`;
    io.out(`${a.url}  ${answer}  ${a.ms} ms`);
  }
  return answers.every((a) => a.status !== null && a.status >= 200 && a.status <= 299) ? 0 : 1;
}
