/**
 * Google Wallet's REST API, the little of it the wallet needs: an OAuth access token for the
 * service account (the jwt-bearer grant: a JWT signed RS256 with its key, scope
 * wallet_object.issuer), then a PATCH of an object with its state now. Base URLs come from the
 * config, so tests talk to a local double that checks the wire format.
 */
import { signJwt } from './jwt-sign';
import type { GoogleObjects } from './google-objects';
import type { GoogleWalletConfig } from './wallet-config';

export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

export class GoogleWalletError extends Error {}

export class GoogleWalletClient {
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly google: GoogleWalletConfig,
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
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!res.ok || !body.access_token) throw new GoogleWalletError(`OAuth token refused: ${res.status} ${body.error ?? ''}`.trim());
    // A minute's margin: a token must not expire on its way.
    this.token = { value: body.access_token, until: now + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  /**
   * Sends the object as it is now. 'absent': Google has no such object (the guest never saved
   * the pass), so there is nothing to update.
   */
  async patchObject(objects: GoogleObjects): Promise<'updated' | 'absent'> {
    const url = `${this.google.apiUrl}/walletobjects/v1/${objects.type}Object/${encodeURIComponent(objects.object.id)}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await fetch(url, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(objects.object),
      });
      if (res.ok) return 'updated';
      if (res.status === 404) return 'absent';
      // A token revoked early: once more with a new one.
      if (res.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      throw new GoogleWalletError(`Google Wallet answered ${res.status} ${(await res.text()).slice(0, 200)}`);
    }
    throw new GoogleWalletError('Google Wallet refused the access token twice');
  }
}
