/**
 * `npm run venue -- guest export EMAIL [--venue SLUG]` prints as JSON what is held about the
 * guest; `guest erase EMAIL [--venue SLUG] [--force]` erases it and prints what it changed. Both
 * through the operator API (guest-data-routes.ts). Exit codes as the venue tool's: 1 refused.
 */
import type { OperatorApi } from '../../cli/operator-api';
import { ApiCallError } from '../../cli/form-api';
import type { CliIo } from '../../cli/staff-main';
import type { EraseResult, GuestExport } from './guest-data-service';

export const GUEST_USAGE = [
  '  guest export EMAIL [--venue SLUG]           print as JSON what is held about a guest (every venue without --venue)',
  '  guest erase EMAIL [--venue SLUG] [--force]  erase the guest, keeping amounts anonymised (docs/privacy.md)',
];

export async function runGuestCommand(api: OperatorApi, args: string[], options: { venue?: string; force: boolean }, io: CliIo): Promise<number | 'usage'> {
  const [verb, email, ...rest] = args;
  if (!email || rest.length || (verb !== 'export' && verb !== 'erase')) return 'usage';
  if (verb === 'export') {
    io.out(JSON.stringify(await api.post<GuestExport>('/guests/export', { email, venue: options.venue }), null, 2));
    return 0;
  }
  let result: EraseResult;
  try {
    result = await api.post<EraseResult>('/guests/erase', { email, venue: options.venue, force: options.force ? '1' : undefined });
  } catch (err) {
    if (!(err instanceof ApiCallError) || err.code !== 'GUEST_DATA_LIVE') throw err;
    io.err(`${email}: not erased, the guest still holds:`);
    for (const reason of (err.details.reasons as string[] | undefined) ?? []) io.err(`  ${reason}`);
    io.err('Settle these first, or erase with --force: they stay as they are, without a name.');
    return 1;
  }
  const total = Object.values(result.erased).reduce((a, b) => a + b, 0);
  io.out(`${result.email}${result.venue ? ` at ${result.venue}` : ''}: ${total ? `erased from ${total} row(s)` : 'nothing held (already erased?)'}`);
  for (const [kind, rows] of Object.entries(result.erased)) if (rows) io.out(`  ${kind}: ${rows}`);
  for (const kept of result.forcedPast) io.out(`  kept without a name (--force): ${kept}`);
  return 0;
}
