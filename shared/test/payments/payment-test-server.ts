/** A venue API stand-in for the card payment tests: answers the payments calls by path. */
import { configureRuntime } from '../../src';
import { resetPaymentsConfig } from '../../src/payments/payments-config';
import { type Handler, type RecordedRequest, type TestServer, startTestServer, testConfig } from '../helpers/test-server';

export type Answer = ReturnType<Handler>;
export const ok = (data: unknown): Answer => ({ json: { status: true, data } });
export const fail = (status: number, code: string): Answer => ({ status, json: { status: false, error: { code, message: code } } });

export async function startPaymentServer() {
  const server = await startTestServer();
  configureRuntime(testConfig(server.origin));
  const answers: Record<string, Answer | ((req: RecordedRequest) => Answer)> = {};
  server.setHandler((req) => {
    const answer = answers[req.url];
    if (!answer) return fail(404, 'NOT_FOUND');
    return typeof answer === 'function' ? answer(req) : answer;
  });
  return {
    server,
    answers,
    /** The form fields of the requests to `path`. */
    bodies: (path: string) => server.requests.filter((r) => r.url === path).map((r) => Object.fromEntries(new URLSearchParams(r.body))),
    reset() {
      server.requests.length = 0;
      for (const key of Object.keys(answers)) delete answers[key];
      resetPaymentsConfig();
    },
  };
}

export type PaymentServer = Awaited<ReturnType<typeof startPaymentServer>>;
export type { TestServer };
