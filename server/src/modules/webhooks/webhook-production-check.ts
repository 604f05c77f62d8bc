/**
 * What a production start refuses of the webhooks (production-checks.ts): an endpoint whose
 * secret is missing or malformed (`env:NAME` unset: every delivery would fail), or is one
 * written in this repository's demo files (public text: anyone could forge the venue's events).
 * The lines name the venue, the endpoint's origin and the variable, never a secret.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venues, webhookEndpoints } from '../../db/schema';
import { endpointOrigin } from './webhook-dispatcher';
import { resolveSecret, secretEnvName } from './webhook-secret';

export async function webhookSecretProblems(db: Db, env: NodeJS.ProcessEnv, demoSecrets: string[]): Promise<string[]> {
  const rows = await db
    .select({ venue: venues.slug, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .innerJoin(venues, eq(venues.id, webhookEndpoints.venueId));
  const problems: string[] = [];
  for (const row of rows) {
    const where = `${row.venue}'s webhook to ${endpointOrigin(row.url)}`;
    const resolved = resolveSecret(row.secret, env);
    const name = secretEnvName(row.secret);
    if (!resolved.ok) problems.push(`${where}: ${resolved.problem} (docs/webhooks.md)`);
    else if (demoSecrets.includes(resolved.secret))
      problems.push(`${where}: its secret${name ? ` (${name})` : ''} is a demo secret written in this repository: make a new one (docs/webhooks.md)`);
  }
  return problems;
}
