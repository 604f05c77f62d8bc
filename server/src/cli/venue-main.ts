/**
 * The venue tool, for whoever runs a venue's site:
 *   npm run venue -- validate FILE…            checks files here, no server needed
 *   npm run venue -- apply FILE…               validates, then writes each venue (one transaction each)
 *   npm run venue -- export SLUG               prints the venue's file (apply it back: nothing changes)
 *   npm run venue -- token create|list|revoke SLUG [--kind frontpage|staff] [--label NAME | --id N]
 *   npm run venue -- schema                    prints the JSON Schema editors check venue files with
 *   npm run venue -- embed SLUG [--site URL]   prints the booking's HTML for the venue's website, and its CSP (web/embed-snippet.ts)
 *   npm run venue -- guest export|erase EMAIL  a guest's data (modules/guest-data/guest-cli.ts)
 *   npm run venue -- google-feeds SLUG --out DIR  writes the venue's Reserve with Google feeds
 *   npm run venue -- webhooks test SLUG        a signed test event to each webhook of the venue
 * apply, export, token, guest, google-feeds and webhooks talk to the running server's staff origin (--api, VENUE_API_URL,
 * or STAFF_URL, else http://localhost:$STAFF_PORT: staff-origin-url.ts) with OPERATOR_TOKEN (or --operator-token).
 * Exit codes: 0 done, 1 refused by the server (the file would break what guests hold),
 * 2 a bad file, a usage error, or the server not reached.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplyResult } from '../modules/venue-setup/venue-apply';
import { formatProblem, readVenueFile, type VenueFileProblem } from '../modules/venue-setup/venue-file-read';
import type { TokenInfo } from '../modules/venue-setup/venue-tokens';
import { venueFileJsonSchema } from '../modules/venue-setup/venue-file-json-schema';
import { GUEST_USAGE, runGuestCommand } from '../modules/guest-data/guest-cli';
import { WEBHOOKS_USAGE, runWebhooksCommand } from '../modules/webhooks/webhooks-cli';
import { parseArgs, stringFlag } from './args';
import { ApiCallError } from './form-api';
import { operatorApi } from './operator-api';
import { defaultStaffOrigin } from './staff-origin-url';
import { embedSnippet } from '../web/embed-snippet';
import { VENUE_SLUG } from '../lib/venue-slug';
import type { CliIo } from './staff-main';

const USAGE = [
  'Usage: npm run venue -- <command>',
  '',
  '  validate FILE…                              check venue files (YAML or JSON)',
  '  apply FILE…                                 validate, then write each venue to the server',
  '  export SLUG                                 print the venue file of a venue',
  '  token create SLUG --kind frontpage|staff --label NAME',
  '  token list SLUG',
  '  token revoke SLUG --kind frontpage|staff --label NAME | --id N',
  '  schema                                      print the JSON Schema of venue files (docs/venue-file.schema.json)',
  '  embed SLUG [--site URL]                     print what the venue pastes into its website, and its CSP (docs/embedding.md);',
  '                                              the site is --site or PUBLIC_URL',
  ...GUEST_USAGE,
  '  google-feeds SLUG --out DIR                 write merchant.json, services.json, availability.json (docs/reserve-with-google.md)',
  ...WEBHOOKS_USAGE,
  '',
  'apply, export, token, guest and webhooks need the server running and OPERATOR_TOKEN (or --operator-token);',
  'the server is --api URL, VENUE_API_URL or its staff origin (STAFF_URL, else http://localhost:$STAFF_PORT, 8081).',
  'Fields: docs/venue-file.md.',
].join('\n');

/** Reads and checks files; prints every problem. Undefined when any file has one. */
function readFiles(paths: string[], io: CliIo): Array<{ path: string; text: string; venue: string }> | undefined {
  const ok: Array<{ path: string; text: string; venue: string }> = [];
  let problems: VenueFileProblem[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      problems.push({ file: path, line: 0, column: 0, path: '', message: `cannot read it (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})` });
      continue;
    }
    const result = readVenueFile(text, path);
    if (result.ok) ok.push({ path, text, venue: result.venue.venue });
    else problems = problems.concat(result.problems);
  }
  for (const p of problems) io.err(formatProblem(p));
  return problems.length ? undefined : ok;
}

function printApplied(result: ApplyResult, io: CliIo): void {
  if (!result.created && result.changes.length === 0) {
    io.out(`${result.venue}: unchanged (the database already holds this file)`);
    return;
  }
  io.out(`${result.venue}: ${result.created ? 'created' : `${result.changes.length} change(s)`}`);
  if (!result.created) for (const c of result.changes) io.out(`  ${c}`);
  for (const a of result.archived) io.out(`  archived (left the file, kept for its bookings, orders or claims): ${a}`);
  if (result.frontpageToken) io.out(`  front-page token: ${result.frontpageToken}`);
}

function printTokens(tokens: TokenInfo[], io: CliIo): void {
  for (const t of tokens) {
    const state = t.revokedAt ? `revoked ${t.revokedAt}` : 'live';
    const used = t.lastUsedAt ? `, last used ${t.lastUsedAt}` : '';
    io.out(`#${t.id} ${t.kind.padEnd(9)} ${(t.label || '-').padEnd(16)} ${state}, created ${t.createdAt}${used}${t.token ? `  ${t.token}` : ''}`);
  }
}

export async function runVenueCli(argv: string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv, ['json', 'help', 'force']);
  const [command, ...args] = positional;
  if (!command || flags.help) {
    (flags.help ? io.out : io.err)(USAGE);
    return flags.help ? 0 : 2;
  }

  if (command === 'schema') {
    io.out(venueFileJsonSchema());
    return 0;
  }

  if (command === 'validate') {
    if (!args.length) return usage(io, 'validate: name one or more files');
    const files = readFiles(args, io);
    if (!files) return 2;
    for (const f of files) io.out(`${f.path}: valid (venue ${f.venue})`);
    return 0;
  }

  if (command === 'embed') return printEmbedSnippet(args, stringFlag(flags, 'site') ?? io.env.PUBLIC_URL, io);

  const token = stringFlag(flags, 'operator-token') ?? io.env.OPERATOR_TOKEN;
  if (!['apply', 'export', 'token', 'guest', 'google-feeds', 'webhooks'].includes(command)) return usage(io, `unknown command ${command}`);
  if (!token) {
    io.err('The operator token is needed: OPERATOR_TOKEN=<the server’s OPERATOR_TOKEN> or --operator-token.');
    return 2;
  }
  const api = operatorApi(stringFlag(flags, 'api') ?? io.env.VENUE_API_URL ?? defaultStaffOrigin(io.env), token);

  try {
    if (command === 'apply') {
      if (!args.length) return usage(io, 'apply: name one or more files');
      const files = readFiles(args, io);
      if (!files) return 2;
      let refused = false;
      for (const f of files) {
        try {
          printApplied(await api.post<ApplyResult>('/venues/apply', { file: f.text, name: f.path }), io);
        } catch (err) {
          if (!(err instanceof ApiCallError) || (err.code !== 'VENUE_APPLY_REFUSED' && err.code !== 'VENUE_FILE_CONFLICT')) throw err;
          refused = true;
          if (err.code === 'VENUE_FILE_CONFLICT') {
            io.err(`${f.venue}: not applied, it collides with what the database holds:`);
            for (const p of (err.details.problems as VenueFileProblem[] | undefined) ?? []) io.err(`  ${formatProblem(p)}`);
            continue;
          }
          io.err(`${f.venue}: not applied, it would break what guests already hold:`);
          for (const reason of (err.details.reasons as string[] | undefined) ?? [err.message]) io.err(`  ${reason}`);
        }
      }
      return refused ? 1 : 0;
    }

    if (command === 'guest') {
      const done = await runGuestCommand(api, args, { venue: stringFlag(flags, 'venue'), force: flags.force === true }, io);
      return done === 'usage' ? usage(io, 'guest: export or erase, then the e-mail') : done;
    }

    if (command === 'google-feeds') {
      const out = stringFlag(flags, 'out');
      if (args.length !== 1 || !out) return usage(io, 'google-feeds: name one venue and --out DIR');
      const feeds = await api.post<Record<'merchant' | 'services' | 'availability', unknown>>('/venues/google-feeds', { venue: args[0] });
      mkdirSync(out, { recursive: true });
      for (const name of ['merchant', 'services', 'availability'] as const) {
        writeFileSync(join(out, `${name}.json`), `${JSON.stringify(feeds[name], null, 2)}\n`);
        io.out(join(out, `${name}.json`));
      }
      return 0;
    }

    if (command === 'webhooks') {
      const done = await runWebhooksCommand(api, args, io);
      return done === 'usage' ? usage(io, 'webhooks: test, then the venue') : done;
    }

    if (command === 'export') {
      if (args.length !== 1) return usage(io, 'export: name one venue');
      const { file } = await api.post<{ file: string }>('/venues/export', { venue: args[0] });
      io.out(file.replace(/\n$/, ''));
      return 0;
    }

    const [verb, venue] = args;
    const kind = stringFlag(flags, 'kind');
    if (!venue || !['create', 'list', 'revoke'].includes(verb ?? '')) return usage(io, 'token: create, list or revoke, then the venue');
    if (verb === 'list') {
      printTokens((await api.post<{ tokens: TokenInfo[] }>('/tokens/list', { venue })).tokens, io);
      return 0;
    }
    if (kind !== 'frontpage' && kind !== 'staff') return usage(io, `token ${verb}: --kind frontpage or --kind staff`);
    if (verb === 'create') {
      const label = stringFlag(flags, 'label');
      if (!label) return usage(io, 'token create: --label NAME (who or what uses it)');
      const created = await api.post<{ token: string; id: number }>('/tokens/create', { venue, kind, label });
      io.out(created.token);
      io.err(
        kind === 'staff'
          ? `Staff token #${created.id} for ${venue}: shown this once, keep it now.`
          : `Front-page token #${created.id} for ${venue}: the pages carry it from now on.`,
      );
      return 0;
    }
    const revoked = await api.post<{ revoked: number }>('/tokens/revoke', { venue, kind, label: stringFlag(flags, 'label'), id: stringFlag(flags, 'id') });
    io.out(`${revoked.revoked} ${kind} token(s) of ${venue} revoked.`);
    return 0;
  } catch (err) {
    if (!(err instanceof ApiCallError)) throw err;
    if (err.code === 'VENUE_FILE_INVALID') for (const p of (err.details.problems as VenueFileProblem[] | undefined) ?? []) io.err(formatProblem(p));
    else io.err(`${err.code}: ${err.message}`);
    return err.httpStatus === 0 || err.httpStatus === 401 || err.httpStatus === 403 || err.httpStatus === 422 ? 2 : 1;
  }
}

/** The booking on the venue's website: the two pieces of HTML and the Content-Security-Policy sources they need. */
function printEmbedSnippet(args: string[], site: string | undefined, io: CliIo): number {
  const [venue] = args;
  if (!venue || args.length > 1 || !VENUE_SLUG.test(venue)) return usage(io, 'embed: name one venue (its slug)');
  let snippet;
  try {
    if (!site) throw new Error('no site');
    snippet = embedSnippet(site, venue);
  } catch {
    return usage(io, 'embed: the site is --site https://book.example.com or PUBLIC_URL');
  }
  io.out(['<!-- once per page, anywhere (the end of <body> is best) -->', snippet.loader, '', '<!-- where the booking goes -->', snippet.element, ''].join('\n'));
  io.out(`Content-Security-Policy of the website: script-src ${snippet.scriptSources.join(' ')} (and the rest: docs/embedding.md)`);
  return 0;
}

function usage(io: CliIo, problem: string): number {
  io.err(`${problem}\n\n${USAGE}`);
  return 2;
}
