/**
 * The staff tool talks to the running server's staff API (/backend/api/staff/*) with a staff
 * token, like any staff device would: it works with PGlite (whose data directory only the server
 * may open) as with PostgreSQL, and every rule stays in the server.
 */
export class StaffApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface StaffApi {
  post<T = Record<string, unknown>>(path: string, form: Record<string, string>): Promise<T>;
}

export function staffApi(baseUrl: string, token: string, expectedVenue?: string): StaffApi {
  return {
    async post<T>(path: string, form: Record<string, string>): Promise<T> {
      let res: Response;
      try {
        res = await fetch(`${baseUrl.replace(/\/+$/, '')}/backend/api/staff${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams(form).toString(),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        throw new StaffApiError(0, 'NETWORK', `Cannot reach ${baseUrl}: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => ({}))) as { data?: T & { venue?: string }; error?: { code: string; message: string; details?: Record<string, unknown> } };
      if (!res.ok || !body.data) {
        throw new StaffApiError(res.status, body.error?.code ?? `HTTP_${res.status}`, body.error?.message ?? res.statusText, body.error?.details);
      }
      // --venue guards against a token of the wrong venue (it never reaches another venue's data).
      if (expectedVenue && body.data.venue && body.data.venue !== expectedVenue) {
        throw new StaffApiError(res.status, 'WRONG_VENUE', `This staff token belongs to ${body.data.venue}, not ${expectedVenue}`);
      }
      return body.data;
    },
  };
}
