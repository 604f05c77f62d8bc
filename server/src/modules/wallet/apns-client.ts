/**
 * Tells a device that a pass changed: an empty push to APNs over HTTP/2 (token authentication: a
 * JWT signed ES256 with the .p8 key, `apns-topic` the pass type id). The device then asks this
 * server which passes changed and fetches them (wallet-web-service-routes.ts).
 */
import { connect } from 'node:http2';
import { signJwt } from './jwt-sign';
import type { ApnsConfig } from './wallet-config';

/** Apple refuses a provider token older than an hour and one renewed more than every 20 minutes. */
const TOKEN_LIFETIME_MS = 40 * 60_000;

export type PushOutcome = 'sent' | 'unregistered';

export class ApnsError extends Error {}

export class ApnsClient {
  private token: { jwt: string; at: number } | null = null;

  constructor(
    private readonly apns: ApnsConfig,
    private readonly topic: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private providerToken(): string {
    const now = this.clock().getTime();
    if (this.token && now - this.token.at < TOKEN_LIFETIME_MS) return this.token.jwt;
    const jwt = signJwt('ES256', { kid: this.apns.keyId }, { iss: this.apns.teamId, iat: Math.floor(now / 1000) }, this.apns.key);
    this.token = { jwt, at: now };
    return jwt;
  }

  /** 'unregistered': the device no longer takes pushes for this token (its registrations can go). */
  async push(pushTokens: string[]): Promise<Map<string, PushOutcome | ApnsError>> {
    const jwt = this.providerToken();
    const session = connect(this.apns.url);
    const outcomes = new Map<string, PushOutcome | ApnsError>();
    try {
      await new Promise<void>((resolve, reject) => {
        session.once('connect', () => resolve());
        session.once('error', reject);
      });
      for (const token of pushTokens)
        outcomes.set(token, await this.pushOne(session, jwt, token).catch((err: unknown) => new ApnsError(String((err as Error).message ?? err))));
    } finally {
      session.close();
    }
    return outcomes;
  }

  private pushOne(session: ReturnType<typeof connect>, jwt: string, pushToken: string): Promise<PushOutcome> {
    return new Promise((resolve, reject) => {
      const request = session.request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(pushToken)}`,
        authorization: `bearer ${jwt}`,
        'apns-topic': this.topic,
        'content-type': 'application/json',
      });
      let status = 0;
      let body = '';
      request.setEncoding('utf8');
      request.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        if (status === 200) return resolve('sent');
        const reason = (() => {
          try {
            return (JSON.parse(body) as { reason?: string }).reason ?? '';
          } catch {
            return '';
          }
        })();
        // The token is dead (the pass was removed, the app reinstalled): nothing will reach it.
        if (status === 410 || reason === 'BadDeviceToken' || reason === 'Unregistered') return resolve('unregistered');
        reject(new ApnsError(`APNs answered ${status} ${reason}`.trim()));
      });
      request.on('error', reject);
      // The empty payload: a pass update carries nothing, the device asks this server.
      request.end('{}');
    });
  }
}
