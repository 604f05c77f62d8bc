/** Claims a promotion like the browser does (bot check solved), for the promo tests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solvedBotCheck } from './bot-check';
import { TOKENS, callApi } from './test-app';
import { staffSide } from './staff-side';

export interface ClaimForm {
  urlName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phonePrefix?: string;
  phone?: string;
  privacy?: string;
  marketing?: string;
  language?: string;
  altcha?: string;
}

export async function claim(app: FastifyInstance, form: ClaimForm = {}, token: string = TOKENS.aurora): Promise<LightMyRequestResponse> {
  const altcha = form.altcha ?? (await solvedBotCheck(app, token));
  const full = { urlName: 'calice-di-benvenuto', firstName: 'Mario', lastName: 'Rossi', email: 'mario@example.com', privacy: '1', language: 'it', ...form, altcha };
  return callApi(app, '/promo/claim', { token, form: Object.fromEntries(Object.entries(full).filter(([, v]) => v !== undefined)) as Record<string, string> });
}

export const STAFF = {
  aurora: 'st_demo_cantina_aurora',
  chalet: 'st_demo_chalet_du_lac',
  lagon: 'st_demo_le_lagon',
} as const;

/** POST a staff call (form-encoded, bearer staff token). */
export function callStaff(app: FastifyInstance, path: string, form: Record<string, string>, token: string | null = STAFF.aurora) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/staff${path}`,
    headers: staffSide({ 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) }),
    payload: new URLSearchParams(form).toString(),
  });
}
