/**
 * A stand-in for Google's side of Reserve with Google's real-time updates: the OAuth token
 * endpoint (jwt-bearer grant, an assertion signed RS256 by the test service account with the
 * mapsbooking scope) and the Maps Booking API's booking notification (PATCH
 * /v1alpha/notification/partners/{partner}/bookings/{booking}) and availability replacement
 * (POST /v1alpha/inventory/partners/{partner}/availability:replace), which need that token and
 * JSON. It keeps what it receives; `failures` makes the next calls answer 503.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readGoogleJwt } from './fake-google-wallet';

const ACCESS_TOKEN = 'ya29.test-mapsbooking-token';

export interface NotificationCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export async function startFakeGoogleNotifications() {
  const calls: NotificationCall[] = [];
  const state = { failures: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://localhost');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        const jwt = readGoogleJwt(form.get('assertion') ?? '..');
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' && jwt.valid && jwt.claims.scope === 'https://www.googleapis.com/auth/mapsbooking';
        return ok ? send(200, { access_token: ACCESS_TOKEN, expires_in: 3600, token_type: 'Bearer' }) : send(400, { error: 'invalid_grant' });
      }
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      if (req.headers['content-type'] !== 'application/json') return send(400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
      const patch = /^\/v1alpha\/notification\/partners\/[^/]+\/bookings\/[^/]+$/.test(url.pathname) && req.method === 'PATCH';
      const replace = /^\/v1alpha\/inventory\/partners\/[^/]+\/availability:replace$/.test(url.pathname) && req.method === 'POST';
      if (!patch && !replace) return send(404, { error: { code: 404, status: 'NOT_FOUND' } });
      if (state.failures > 0) {
        state.failures -= 1;
        return send(503, { error: { code: 503, status: 'UNAVAILABLE' } });
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      calls.push({ method: req.method!, path: url.pathname, query: url.searchParams, body });
      return send(200, patch ? body : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/token`,
    calls,
    state,
    bookingNotifications: () => calls.filter((c) => c.method === 'PATCH'),
    availabilityReplacements: () => calls.filter((c) => c.method === 'POST'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
