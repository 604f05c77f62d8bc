/**
 * A stand-in for Google's OAuth token endpoint and Wallet API that checks the wire format: the
 * token request is form-encoded with the jwt-bearer grant and an assertion signed RS256 by the
 * service account (iss its e-mail, aud the token URL, the wallet_object.issuer scope); a PATCH
 * of /walletobjects/v1/<type>Object/<id> carries that token and a JSON object. Objects it was told
 * exist answer 200 (the guest saved them), others 404 as at Google.
 */
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CERTS } from './wallet';

const publicKey = createPublicKey(readFileSync(path.join(CERTS, 'google-service-account.pub.pem')));
const ACCESS_TOKEN = 'ya29.test-access-token';

/** A JWT's parts, and whether the test service account's key signed it (RS256). */
export function readGoogleJwt(jwt: string): { header: Record<string, unknown>; claims: Record<string, unknown>; valid: boolean } {
  const [h = '', c = '', s = ''] = jwt.split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  return { header: json(h), claims: json(c), valid: verify('sha256', Buffer.from(`${h}.${c}`), publicKey, Buffer.from(s, 'base64url')) };
}

export interface GooglePatch {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export async function startFakeGoogle() {
  const tokenRequests: Array<{ form: URLSearchParams; assertion: ReturnType<typeof readGoogleJwt> }> = [];
  const patches: GooglePatch[] = [];
  const savedObjects = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/token') {
        if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return send(400, { error: 'invalid_request' });
        const form = new URLSearchParams(raw);
        const assertion = readGoogleJwt(form.get('assertion') ?? '..');
        tokenRequests.push({ form, assertion });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !assertion.valid) return send(400, { error: 'invalid_grant' });
        return send(200, { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' });
      }
      const m = /^\/walletobjects\/v1\/(giftCard|generic|offer|eventTicket)Object\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'PATCH' && m) {
        patches.push({ path: req.url!, authorization: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
        if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const id = decodeURIComponent(m[2]!);
        if (!savedObjects.has(id)) return send(404, { error: { code: 404, message: `No resource with id ${id}`, status: 'NOT_FOUND' } });
        return send(200, JSON.parse(raw));
      }
      send(404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, tokenUrl: `${url}/token`, tokenRequests, patches, savedObjects, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
