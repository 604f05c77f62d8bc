/**
 * An error as a log line may show it. Errors carry the values they failed on: drizzle's query
 * error its params (in its message too: "Failed query: … params: …"), PostgreSQL's its `detail`
 * ("Key (email)=(…) already exists"), `where` and, on PGlite, the params again; nodemailer's its
 * recipients (`rejected`, `envelope`, the server's `response`); Stripe's the payment intent with
 * its client secret. Only named, value-free fields are kept (class, codes, the database's names of
 * constraint, table and column, the stack's frames; drizzle's message keeps its SQL with the $n
 * placeholders), and messages are scrubbed of what looks like a value: quoted literals, e-mail
 * addresses, phone numbers, codes, hashes and tokens. The logger's `err` serializer
 * (logger-options.ts) and the CLIs use it.
 */
import { REDACTED, redactUrl } from './redact-url';

export const SCRUBBED = REDACTED;

// A type, not an interface: pino's serializer type wants an index signature.
export type LoggableError = {
  type: string;
  message: string;
  stack: string;
  /** SQLSTATE, a Node or library error code (ECONNREFUSED, EENVELOPE, FST_…). */
  code?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  statusCode?: number;
  /** SMTP: the server's reply code and the command it answered (RCPT TO…), never the addresses. */
  responseCode?: number;
  command?: string;
  cause?: LoggableError;
  errors?: LoggableError[];
};

/** Plain names (PostgreSQL's identifiers, SMTP commands, error codes): kept as they are when short. */
const NAME_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'command'] as const;
const NUMBER_FIELDS = ['statusCode', 'responseCode'] as const;
const PLAIN_NAME = /^[\w .$-]{1,128}$/;
const MAX_DEPTH = 4;
const MAX_TEXT = 2000;

/** An address in a text: its path and query as the request logs show them (redact-url.ts). */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s/"'<>]+(\/[^\s"'<>]*)?/gi;
const EMAIL = /[^\s<>()[\]"'`,;:]+@[^\s<>()[\]"'`,;:]+\.[^\s<>()[\]"'`,;:]+/g;
/** International numbers (+39 333 …) and long digit runs: phone numbers, card numbers. */
const PHONE = /\+\d[\d ().-]{5,}\d|\b\d{9,}\b/g;
/** Long, with letters and digits: the look of a hash, a code or a token (as in redact-url.ts). */
const RANDOM_LOOKING = /\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{16,}\b/gi;
/** Gift card and promo codes: groups of 4 letters or digits (ABCD-EF12-…). */
const GROUPED_CODE = /\b[A-Z0-9]{4}(?:-[A-Z0-9]{4}){1,}\b/gi;
/** A double-quoted word after one of these is a name PostgreSQL quotes; any other is a value. */
const NAMED_BEFORE =
  /(constraint|relation|column|table|index|type|function|schema|sequence|trigger|database|role|operator|extension|view|cursor|statement|savepoint)\s*$/i;

/** Free text (a message, an SMTP reply, a device's log line) without what looks like a value. */
export function scrubText(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .replace(URL_IN_TEXT, (url, path: string | undefined) => (path ? url.slice(0, url.length - path.length) + redactUrl(path) : url))
    .replace(EMAIL, SCRUBBED)
    .replace(GROUPED_CODE, SCRUBBED)
    .replace(RANDOM_LOOKING, SCRUBBED)
    .replace(PHONE, SCRUBBED);
}

/** A database message: double-quoted values (`invalid input syntax for type integer: "…"`) go, quoted names stay. */
function scrubDatabaseMessage(message: string): string {
  const unquoted = message.replace(/"((?:[^"]|"")*)"/g, (whole, _inner: string, offset: number) =>
    NAMED_BEFORE.test(message.slice(0, offset)) ? whole : `"${SCRUBBED}"`,
  );
  return scrubText(unquoted);
}

/** SQL text as drizzle sends it: placeholders stay, string literals go. */
function scrubSql(query: string): string {
  return scrubText(query.replace(/'(?:[^']|'')*'/g, `'${SCRUBBED}'`));
}

/** What loggableError made: passed through as it is (the serializer may see it twice). */
const LOGGABLE = new WeakSet<object>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** PostgreSQL's errors (pg and PGlite): a five-character SQLSTATE and a severity. */
const isDatabaseError = (e: Record<string, unknown>) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

/** drizzle's DrizzleQueryError: its message repeats the query and every param. */
const isDrizzleQueryError = (e: Record<string, unknown>) => typeof e.query === 'string' && 'params' in e && String(e.message).startsWith('Failed query:');

function typeOf(e: Record<string, unknown>): string {
  if (isDatabaseError(e)) return 'DatabaseError'; // PGlite's class name is minified
  const name = (e.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name && name !== 'Object' ? name : typeof e.name === 'string' ? e.name : 'Error';
}

function messageOf(e: Record<string, unknown>): string {
  const message = typeof e.message === 'string' ? e.message : String(e.message ?? '');
  if (isDrizzleQueryError(e)) return `Failed query: ${scrubSql(String(e.query))}`;
  if (isDatabaseError(e)) return scrubDatabaseMessage(message);
  return scrubText(message);
}

/** The stack's frames under the safe first line: the original first lines repeat the message. */
function stackOf(e: Record<string, unknown>, type: string, message: string): string {
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** What of `err` a log may keep; idempotent (a LoggableError passes as it is). */
export function loggableError(err: unknown, depth = 0): LoggableError {
  if (!isObject(err)) {
    const message = scrubText(String(err));
    return { type: typeof err, message, stack: `${typeof err}: ${message}` };
  }
  if (LOGGABLE.has(err)) return err as unknown as LoggableError;
  const type = typeOf(err);
  const message = messageOf(err);
  const out: LoggableError = { type, message, stack: stackOf(err, type, message) };
  for (const field of NAME_FIELDS) {
    const value = err[field];
    if (typeof value === 'string' && PLAIN_NAME.test(value)) out[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = err[field];
    if (typeof value === 'number') out[field] = value;
  }
  if (depth < MAX_DEPTH) {
    if (err.cause !== undefined && err.cause !== null) out.cause = loggableError(err.cause, depth + 1);
    // AggregateError (a name resolving to several refused addresses)
    if (Array.isArray(err.errors)) out.errors = err.errors.slice(0, 5).map((e) => loggableError(e, depth + 1));
  }
  LOGGABLE.add(out);
  return out;
}

/** One line for a console (the CLIs, a failed start): the safe message, its code and the stack. */
export function loggableErrorText(err: unknown): string {
  const safe = loggableError(err);
  const causes: string[] = [];
  for (let c = safe.cause; c; c = c.cause) causes.push(`caused by ${c.type}${c.code ? ` ${c.code}` : ''}: ${c.message}`);
  return [safe.stack, ...(safe.code ? [`code: ${safe.code}`] : []), ...causes].join('\n');
}
