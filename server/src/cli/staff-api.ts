/**
 * The staff tool talks to the running server's staff API (/backend/api/staff/*) with a staff
 * token, like any staff device would: it works with PGlite (whose data directory only the server
 * may open) as with PostgreSQL, and every rule stays in the server.
 */
import { ApiCallError, postForm } from './form-api';

export { ApiCallError as StaffApiError };

export interface StaffApi {
  post<T = Record<string, unknown>>(path: string, form: Record<string, string>): Promise<T>;
}

export function staffApi(baseUrl: string, token: string, expectedVenue?: string): StaffApi {
  return {
    async post<T>(path: string, form: Record<string, string>): Promise<T> {
      const data = await postForm<T & { venue?: string }>(`${baseUrl.replace(/\/+$/, '')}/backend/api/staff${path}`, token, form);
      // --venue guards against a token of the wrong venue (it never reaches another venue's data).
      if (expectedVenue && data.venue && data.venue !== expectedVenue) {
        throw new ApiCallError(200, 'WRONG_VENUE', `This staff token belongs to ${data.venue}, not ${expectedVenue}`);
      }
      return data;
    },
  };
}
