/**
 * The schema.org check of HTML documents (structured-data-check.mjs, in a Node of its own: its
 * libraries are ES modules only), for Jest.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface MarkupIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  /** `schemaOrg`: a type or property the vocabulary does not have. */
  errorType?: string;
  rootType?: string;
  fieldNames?: string[];
}

export interface MarkupReport {
  /** The JSON-LD found, by root type (a @graph's nodes each under its own). */
  jsonld: Record<string, Array<Record<string, unknown>>>;
  issues: MarkupIssue[];
}

const CHECK = path.join(__dirname, 'structured-data-check.mjs');

export function checkStructuredData(documents: string[]): MarkupReport[] {
  const out = execFileSync(process.execPath, [CHECK], { input: JSON.stringify(documents), maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  return JSON.parse(out) as MarkupReport[];
}

/**
 * What must not be there: an error, or a type or property schema.org does not know, but for the
 * `extensions` named (Google's own properties, e.g. modifyReservationUrl in e-mail markup).
 * Google's "optional field missing" warnings (a review, a rating) are not ours to fill.
 */
export const seriousIssues = (report: MarkupReport, extensions: readonly string[] = []): string[] =>
  report.issues
    .filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')
    .filter((i) => !(i.severity === 'WARNING' && i.fieldNames?.length === 1 && extensions.includes(i.fieldNames[0]!)))
    .map((i) => `${i.rootType ?? ''}: ${i.issueMessage}`);
