/**
 * Google's Maps Booking API, the little of it the real-time updates need: an OAuth access token
 * for the service account (the jwt-bearer grant, scope mapsbooking), a booking's notification
 * (PATCH notification/partners/{partner}/bookings/{booking}) and the replacement of a service's
 * availability over a time range (POST inventory/partners/{partner}/availability:replace). The
 * base address comes from the environment, so tests point it at a local stand-in.
 */
import { signJwt } from '../wallet/jwt-sign';
import type { GoogleReservationsConfig } from './google-config';

const SCOPE = 'https://www.googleapis.com/auth/mapsbooking';

export class GoogleNotificationError extends Error {}

export interface NotificationBooking {
  name: string;
  merchantId: string;
  serviceId: string;
  startTime: string;
  duration: string;
  partySize: number;
  status: string;
}

export interface ServiceAvailability {
  merchantId: string;
  serviceId: string;
  startTimeRestrict: string;
  endTimeRestrict: string;
  availability: Array<{ startTime: string; duration: string; spotsTotal: number; spotsOpen: number; resources: { partySize: number } }>;
}

export class NotificationClient {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: GoogleReservationsConfig) {}

  /** Updates can be sent: a partner id and a service account are configured. */
  get ready(): boolean {
    return !!this.config.partnerId && !!this.config.serviceAccount;
  }

  private async accessToken(): Promise<string> {
    const now = Date.now();
    if (this.token && now < this.token.until) return this.token.value;
    const account = this.config.serviceAccount!;
    const iat = Math.floor(now / 1000);
    const assertion = signJwt('RS256', { typ: 'JWT' }, { iss: account.clientEmail, scope: SCOPE, aud: this.config.tokenUrl, iat, exp: iat + 3600 }, account.privateKey);
    const res = await fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new GoogleNotificationError(`OAuth token refused: ${res.status}`);
    this.token = { value: body.access_token, until: now + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  private async call(method: 'PATCH' | 'POST', path: string, body: unknown): Promise<void> {
    const res = await fetch(`${this.config.notificationUrl}/v1alpha/${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status === 401) this.token = null;
    // The answer's body is Google's to keep: only its status is told (no guest data in a log line).
    if (!res.ok) throw new GoogleNotificationError(`${method} ${path.split('?')[0]} answered ${res.status}`);
  }

  /** BookingNotification: the booking as it is now; updateMask names what may have changed. */
  patchBooking(bookingId: string, booking: NotificationBooking): Promise<void> {
    const name = `partners/${this.config.partnerId}/bookings/${bookingId}`;
    return this.call('PATCH', `notification/${name}?updateMask=status,startTime,duration,partySize`, { ...booking, name });
  }

  replaceAvailability(services: ServiceAvailability[]): Promise<void> {
    return this.call('POST', `inventory/partners/${this.config.partnerId}/availability:replace`, { extendedServiceAvailability: services });
  }
}
