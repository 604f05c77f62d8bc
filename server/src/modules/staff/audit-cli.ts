/** Staff tool command of the audit log: what the venue's staff did, newest first. */
import type { StaffCommand } from '../../cli/staff-command';
import { StaffApiError } from '../../cli/staff-api';

interface AuditRow {
  id: number;
  at: string;
  action: string;
  label: string;
  subject: string;
  result: string;
  detail: Record<string, unknown>;
}

function line(r: AuditRow): string {
  const { kind, via, ...rest } = r.detail;
  const what = [kind, r.subject].filter(Boolean).join(' ');
  const facts = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  return `  #${String(r.id).padEnd(6)} ${r.at}  ${r.label.padEnd(14)} ${r.action.padEnd(15)} ${what.padEnd(30)} ${r.result}${facts ? `  ${facts}` : ''}${via ? ` (${String(via)})` : ''}`;
}

export const auditCommands: StaffCommand[] = [
  {
    name: 'audit:list',
    args: '[count] [before-id]',
    summary: 'What staff did (done and refused), newest first; before-id pages back',
    async run(ctx, args) {
      const count = args[0] ?? '50';
      if (!/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > 200) throw new StaffApiError(400, 'USAGE', 'Give how many rows, 1 to 200');
      const before = args[1]?.replace(/^#/, '');
      if (before !== undefined && !/^\d+$/.test(before)) throw new StaffApiError(400, 'USAGE', 'Give the row number to page back from (see audit:list)');
      const page = await ctx.api.post<{ actions: AuditRow[]; next: number | null }>('/audit/list', { limit: count, ...(before ? { before } : {}) });
      if (ctx.json) {
        ctx.out(JSON.stringify(page));
        return 0;
      }
      ctx.out(`${page.actions.length} staff actions, newest first`);
      for (const r of page.actions) ctx.out(line(r));
      if (page.next) ctx.out(`More: audit:list ${count} ${page.next}`);
      return 0;
    },
  },
];
