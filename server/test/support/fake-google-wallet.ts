/**
 * A stand-in for Google's OAuth token endpoint and Wallet API that checks the wire format: the
 * token request is form-encoded with the jwt-bearer grant and an assertion signed RS256 by the
 * service account (iss its e-mail, aud the token URL, the wallet_object.issuer scope); the Wallet
 * calls carry that token and JSON. Like Google it keeps what it is sent: a class or an object
 * inserted (POST /walletobjects/v1/<type>Class, <type>Object) twice answers 409, an object needs
 * its class, a PATCH of an object it does not hold answers 404. `outage` makes every Wallet call
 * answer 503.
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

export interface GoogleCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const apiError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export async function startFakeGoogle() {
  const tokenRequests: Array<{ form: URLSearchParams; assertion: ReturnType<typeof readGoogleJwt> }> = [];
  const calls: GoogleCall[] = [];
  const classes = new Map<string, Record<string, unknown>>();
  const objects = new Map<string, Record<string, unknown>>();
  const state = { outage: false };
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
      const m = /^\/walletobjects\/v1\/(giftCard|generic)(Class|Object)(?:\/([^/]+))?$/.exec(req.url ?? '');
      if (!m) return send(404, apiError(404, 'NOT_FOUND', 'No such method'));
      if (req.headers['content-type'] !== 'application/json') return send(400, apiError(400, 'INVALID_ARGUMENT', 'JSON expected'));
      const body = JSON.parse(raw) as Record<string, unknown>;
      calls.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return send(401, apiError(401, 'UNAUTHENTICATED', 'Bad token'));
      if (state.outage) return send(503, apiError(503, 'UNAVAILABLE', 'The service is currently unavailable'));
      const [, type, resource, id] = m;
      const store = resource === 'Class' ? classes : objects;
      if (req.method === 'POST' && !id) {
        const key = `${type}:${String(body.id)}`;
        if (store.has(key)) return send(409, apiError(409, 'ALREADY_EXISTS', `Resource ${String(body.id)} already exists`));
        if (resource === 'Object' && !classes.has(`${type}:${String(body.classId)}`)) return send(404, apiError(404, 'NOT_FOUND', `No class ${String(body.classId)}`));
        store.set(key, body);
        return send(200, body);
      }
      if (req.method === 'PATCH' && id && resource === 'Object') {
        const key = `${type}:${decodeURIComponent(id)}`;
        const held = objects.get(key);
        if (!held) return send(404, apiError(404, 'NOT_FOUND', `No resource with id ${decodeURIComponent(id)}`));
        objects.set(key, { ...held, ...body });
        return send(200, objects.get(key));
      }
      send(404, apiError(404, 'NOT_FOUND', 'No such method'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/token`,
    tokenRequests,
    calls,
    /** What Google holds, by `<type>:<id>` (giftCard:…, generic:…). */
    classes,
    objects,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
