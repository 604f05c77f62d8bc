import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: RecordedRequest) => { status?: number; json?: unknown; text?: string; hang?: boolean };

/** A real local HTTP server for API tests: records requests, answers with `handler`. */
export async function startTestServer(initial: Handler = () => ({ json: { status: true, data: null } })) {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer.hang) {
        hanging.add(res); // never answers
        return;
      }
      const payload = answer.text ?? JSON.stringify(answer.json ?? null);
      res.writeHead(answer.status ?? 200, { 'Content-Type': answer.text !== undefined ? 'text/plain' : 'application/json' });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next: Handler) {
      handler = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export const TEST_TOKEN = 'fp_test_token';

export function testConfig(origin: string) {
  return {
    platformName: 'Convivio',
    token: TEST_TOKEN,
    apiDevOrigin: origin,
    remotes: { giftcards: '/remotes/giftcards/mf-manifest.json', booking: '/remotes/booking/mf-manifest.json', promo: '/remotes/promo/mf-manifest.json' },
  };
}
