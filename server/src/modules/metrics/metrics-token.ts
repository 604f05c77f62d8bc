/**
 * METRICS_TOKEN: the scraper's bearer token. Compared as OPERATOR_TOKEN is (digests, constant
 * time). A production start refuses one anybody could guess or that already has another job:
 * the metrics tell the venue's traffic and queues, and a scraper's token is often kept in a
 * plain configuration file, so it must never open the operator API either.
 */
import { operatorTokenCheck } from '../venue-setup/operator-token';

/** Words of placeholder and example tokens. */
const PLACEHOLDER = /demo|example|change.?me|secret|password|token|test|metrics/i;
/** Fewer distinct characters than this: typed by hand ("aaaa…", "1234…"), not drawn at random. */
const MIN_DISTINCT = 12;

/** A checker of Authorization headers (null: no METRICS_TOKEN, the endpoint is off). */
export const metricsTokenCheck = (token: string | undefined) => operatorTokenCheck(token);

/** Why a production start refuses this METRICS_TOKEN (none: it may run). */
export function metricsTokenProblems(token: string | undefined, operatorToken: string | undefined, production: boolean): string[] {
  if (!production || !token) return [];
  const problems: string[] = [];
  if (PLACEHOLDER.test(token) || new Set(token).size < MIN_DISTINCT) {
    problems.push('METRICS_TOKEN: looks like a demo or hand-typed value; draw one at random (e.g. `openssl rand -base64 48`)');
  }
  if (token === operatorToken) problems.push('METRICS_TOKEN: must differ from OPERATOR_TOKEN (a scraper must not hold the operator API)');
  return problems;
}
