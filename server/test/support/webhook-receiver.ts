/**
 * A venue's other system, as far as webhooks go: a real HTTP server on this machine that checks
 * each delivery's signature with the official `standardwebhooks` library (as a receiver would)
 * and answers what the test says (a status, or no answer at all until released).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  timestamp: string;
  /** The parsed body; null when the signature did not verify. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read into the data freely
  event: { id: string; type: string; timestamp: string; data: Record<string, any> } | null;
  error?: string;
}

/** A status, or 'hang': the request is held until `releaseHung`. */
export type Answer = number | 'hang';

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** Decides each answer, in order of arrival (default 200). */
  answer: (n: number, received: Received) => Answer;
  /** Resolves once `count` deliveries have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  releaseHung(status?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const hung: http.ServerResponse[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const receiver: Partial<WebhookReceiver> & { received: Received[]; answer: WebhookReceiver['answer'] } = { received: [], answer: () => 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      let received: Received;
      try {
        received = { id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], event: verifier.verify(body, headers) as Received['event'] };
      } catch (err) {
        received = { id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], event: null, error: (err as Error).message };
      }
      receiver.received.push(received);
      for (const w of waiters.filter((x) => receiver.received.length >= x.count)) w.resolve();
      const answer = received.event ? receiver.answer(receiver.received.length, received) : 400;
      if (answer === 'hang') hung.push(response);
      else response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    waitFor: (count: number, timeoutMs = 20_000) =>
      new Promise<void>((resolve, reject) => {
        if (receiver.received.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`${receiver.received.length} of ${count} deliveries arrived`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      }),
    releaseHung: (status = 200) => {
      for (const r of hung.splice(0)) r.writeHead(status).end();
    },
    close: async () => {
      for (const r of hung.splice(0)) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as WebhookReceiver;
}
