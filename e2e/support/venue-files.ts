/** Venue files applied to the worker's server through the operator API, as `npm run venue -- apply` does. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_TOKEN, STAFF_SITE, repoRoot } from './server';

export const EXAMPLE_VENUE_FILE = readFileSync(path.join(repoRoot, 'docs/examples/osteria-del-porto.yaml'), 'utf8');

/** The example venue under a slug of its own (each test makes its venue). */
export function exampleVenue(slug: string): string {
  return EXAMPLE_VENUE_FILE.replace('venue: osteria-del-porto', `venue: ${slug}`);
}

async function operatorCall(request: APIRequestContext, route: string, form: Record<string, string>) {
  // The operator API answers on the staff origin only.
  const res = await request.post(`${STAFF_SITE}/backend/api/operator${route}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    form,
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${route}: ${res.status()} ${JSON.stringify(body.error)}`);
  return body.data;
}

export const applyVenueFile = (request: APIRequestContext, file: string): Promise<{ changes: string[]; archived: string[]; frontpageToken?: string }> =>
  operatorCall(request, '/venues/apply', { file });
