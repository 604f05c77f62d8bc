/**
 * A stand-in for APNs that speaks its wire format: HTTP/2 (cleartext here, TLS at Apple),
 * POST /3/device/<push token>, `authorization: bearer <JWT>` checked as Apple does (ES256 with
 * the team's .p8 key, `kid` the key id, `iss` the team id), `apns-topic`. Answers 200, or 410
 * `Unregistered` for the tokens it is told are dead.
 */
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CERTS } from './wallet';

export interface ApnsPush {
  path: string;
  topic: string | undefined;
  body: string;
  jwt: { header: Record<string, unknown>; claims: Record<string, unknown>; valid: boolean };
}

const publicKey = createPublicKey(readFileSync(path.join(CERTS, 'apns-test-key.p8')));

function readJwt(authorization: string | undefined): ApnsPush['jwt'] {
  const [h = '', c = '', s = ''] = (authorization ?? '').replace(/^bearer /, '').split('.');
  const valid = verify('sha256', Buffer.from(`${h}.${c}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  return { header: json(h), claims: json(c), valid };
}

export async function startFakeApns(): Promise<{ url: string; pushes: ApnsPush[]; deadTokens: Set<string>; close(): Promise<void> }> {
  const pushes: ApnsPush[] = [];
  const deadTokens = new Set<string>();
  const server = http2.createServer();
  server.on('stream', (serverStream, headers) => {
    // A server's streams can respond; @types/node 26 types the event with the session's Http2Stream.
    const stream = serverStream as http2.ServerHttp2Stream;
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const push: ApnsPush = { path: String(headers[':path']), topic: headers['apns-topic'] as string | undefined, body, jwt: readJwt(headers.authorization) };
      pushes.push(push);
      const token = decodeURIComponent(push.path.replace('/3/device/', ''));
      if (!push.jwt.valid) {
        stream.respond({ ':status': 403, 'content-type': 'application/json' });
        return stream.end(JSON.stringify({ reason: 'InvalidProviderToken' }));
      }
      if (deadTokens.has(token)) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        return stream.end(JSON.stringify({ reason: 'Unregistered', timestamp: Date.now() }));
      }
      stream.respond({ ':status': 200, 'apns-id': 'eabeae54-14a8-11e5-b60b-1697f925ec7b' });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, pushes, deadTokens, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
