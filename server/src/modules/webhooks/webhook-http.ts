/**
 * One signed POST to an endpoint (the Standard Webhooks headers, signed by the official
 * `standardwebhooks` library): the answer's status and how long it took, or why there was none.
 * A deadline covers the whole call (connect, send, answer); the answer's body is read only up to
 * a few KB (the status decides). In production the target must be a public address
 * (public-address.ts); tests and development may call a receiver on this machine.
 */
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { isPublicAddress, PrivateTargetError, publicOnlyLookup } from './public-address';

export interface SendOptions {
  timeoutMs: number;
  /** Refuse private, loopback and link-local targets (production). */
  publicOnly: boolean;
}

export interface SendResult {
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  ms: number;
  /** Why there was no answer (a timeout, a refused target, a network error). */
  error?: string;
}

const USER_AGENT = 'venue-frontpage-webhooks/1';
const ANSWER_BYTES = 4096;

export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

export async function sendSigned(url: string, secret: string, id: string, body: string, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: null, ms: 0, error: 'not a valid address' };
  }
  // A literal IP address needs no lookup: checked here.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (options.publicOnly && /^[\d.]+$|:/.test(host) && !isPublicAddress(host)) return { status: null, ms: 0, error: new PrivateTargetError(host).message };
  const client = target.protocol === 'https:' ? https : http;
  // Signed at the moment of sending: a retry carries a fresh timestamp (receivers refuse old ones).
  const headers = signedHeaders(secret, id, new Date(), body);
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, ...(options.publicOnly ? { lookup: publicOnlyLookup } : {}) },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? null, ms: ms() });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    request.on('error', (err) => resolve({ status: null, ms: ms(), error: err.message }));
    request.on('close', () => clearTimeout(timer));
    request.end(body);
  });
}
