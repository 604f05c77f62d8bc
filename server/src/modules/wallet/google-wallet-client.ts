/**
 * Google Wallet's REST API, the little of it the wallet needs: an OAuth access token for the
 * service account (the jwt-bearer grant: a JWT signed RS256 with its key, scope
 * wallet_object.issuer), then the insert of a class and an object (the save link carries only the
 * object's id) and the PATCH of an object with its state now. Base URLs come from the config, so
 * tests talk to a local double that checks the wire format.
 */
import { signJwt } from './jwt-sign';
import type { GoogleObjects } from './google-objects';
import type { GoogleWalletConfig } from './wallet-config';

export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

export class GoogleWalletError extends Error {}

/** A guest waits on the save link's call: Google answers in well under a second. */
const CALL_TIMEOUT_MS = 10_000;

export class GoogleWalletClient {
  private token: { value: string; until: number } | null = null;
  /** Classes Google has (inserted, or answered 409), so each is inserted once per run. */
  private readonly classesKnown = new Set<string>();

  constructor(
    private readonly google: GoogleWalletConfig,
    /** Calls nothing (the TEST ONLY account aimed at Google: test-credential-check.ts). */
    private readonly offline = false,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async accessToken(): Promise<string> {
    const now = this.clock().getTime();
    if (this.token && now < this.token.until) return this.token.value;
    const { serviceAccount } = this.google;
    const iat = Math.floor(now / 1000);
    const assertion = signJwt(
      'RS256',
      { typ: 'JWT', kid: serviceAccount.privateKeyId },
      { iss: serviceAccount.clientEmail, scope: WALLET_SCOPE, aud: this.google.tokenUrl, iat, exp: iat + 3600 },
      serviceAccount.privateKey,
    );
    const res = await fetch(this.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) throw new GoogleWalletError(`OAuth token refused: ${res.status} ${body.error ?? ''}`.trim());
    // A minute's margin: a token must not expire on its way.
    this.token = { value: body.access_token, until: now + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  /**
   * Google holds the object as it is now, before the guest's save link names it by id: its class
   * inserted once (409: Google has it), the object inserted, or patched when Google has it already.
   */
  async saveObject(objects: GoogleObjects): Promise<void> {
    if (this.offline) return;
    const classId = String(objects.class.id);
    if (!this.classesKnown.has(classId)) {
      const res = await this.call('POST', `${objects.type}Class`, objects.class);
      if (!res.ok && res.status !== 409) throw await refused(res);
      this.classesKnown.add(classId);
    }
    const res = await this.call('POST', `${objects.type}Object`, objects.object);
    if (res.ok) return;
    if (res.status !== 409) throw await refused(res);
    if ((await this.patchObject(objects)) === 'absent') throw new GoogleWalletError('Google Wallet answered 409 to the insert and 404 to the patch');
  }

  /**
   * Sends the object as it is now. 'absent': Google has no such object (its insert failed, or a
   * save link of before objects were inserted that the guest never used), so nothing to update.
   */
  async patchObject(objects: GoogleObjects): Promise<'updated' | 'absent'> {
    if (this.offline) return 'absent';
    const res = await this.call('PATCH', `${objects.type}Object/${encodeURIComponent(objects.object.id)}`, objects.object);
    if (res.ok) return 'updated';
    if (res.status === 404) return 'absent';
    throw await refused(res);
  }

  /** One call to the Wallet API; an access token revoked early is replaced once. */
  private async call(method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>): Promise<Response> {
    const url = `${this.google.apiUrl}/walletobjects/v1/${path}`;
    for (let attempt = 0; ; attempt += 1) {
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (res.status !== 401 || attempt > 0) return res;
      this.token = null;
    }
  }
}

async function refused(res: Response): Promise<GoogleWalletError> {
  return new GoogleWalletError(`Google Wallet answered ${res.status} ${(await res.text().catch(() => '')).slice(0, 200)}`.trim());
}
