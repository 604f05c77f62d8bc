/** Staff tool commands of the reservations module: a day's list, accept, reject, confirm from the waiting list, arrived, no-show. */
import type { StaffCommand, StaffContext } from '../../cli/staff-command';
import { StaffApiError } from '../../cli/staff-api';

interface StaffReservation {
  id: number;
  status: string;
  date: string;
  time: string;
  pax: number;
  name: string;
  email: string;
  phone: string;
  zone: string | null;
  experience: string | null;
  notes: string;
  guarantee: { type: number; amount: number; cardSaved: boolean } | null;
  fee: string;
  lateCancellation: boolean;
  payment?: {
    type: number;
    amount: number;
    status: string;
    refundedAmount: number;
    issue: string | null;
    giftcard?: { code: string; amount: number; returned: boolean } | null;
  } | null;
  extraAnswers?: Array<{ question: string; answer: string }>;
  charge?: string;
  declineCode?: string;
  arrivedAt?: string | null;
}

/** What was paid online, and anything staff must act on (a refund that failed: refund by hand). */
function paymentText(p: NonNullable<StaffReservation['payment']>): string {
  const gift = p.giftcard ? ` of which gift card ${p.giftcard.code} ${(p.giftcard.amount / 100).toFixed(2)}${p.giftcard.returned ? ' (returned)' : ''}` : '';
  const what = `${p.type === 2 ? 'deposit' : 'prepaid'} ${(p.amount / 100).toFixed(2)}${gift} ${p.status}`;
  const act = p.status === 'refund_failed' || p.status === 'refund_pending' ? ' — REFUND BY HAND' : '';
  return `${what}${p.issue ? ` (${p.issue})` : ''}${act}`;
}

function line(r: StaffReservation): string {
  const extra = [
    r.arrivedAt ? `ARRIVED ${r.arrivedAt}` : null,
    r.zone,
    r.experience,
    r.guarantee ? `card ${(r.guarantee.amount / 100).toFixed(2)}${r.fee !== 'none' ? ` fee ${r.fee}` : ''}` : null,
    r.payment ? paymentText(r.payment) : null,
    ...(r.extraAnswers ?? []).map((a) => `${a.question}: ${a.answer}`),
    r.notes ? `“${r.notes}”` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return `  #${String(r.id).padEnd(5)} ${r.time}  ${String(r.pax).padStart(2)} pax  ${r.status.padEnd(10)} ${r.name} <${r.email}> ${r.phone}${extra ? `  ${extra}` : ''}`;
}

function needId(args: string[]): string {
  const id = (args[0] ?? '').replace(/^#/, '');
  if (!/^\d+$/.test(id)) throw new StaffApiError(400, 'USAGE', 'Give the reservation number (see booking:list)');
  return id;
}

function print(ctx: StaffContext, r: StaffReservation, headline: string): void {
  if (ctx.json) return ctx.out(JSON.stringify(r));
  ctx.out(headline);
  ctx.out(line(r));
}

const action = (name: string, path: string, summary: string, done: (r: StaffReservation) => string): StaffCommand => ({
  name,
  args: '<reservation-number>',
  summary,
  async run(ctx, args) {
    const r = await ctx.api.post<StaffReservation>(path, { id: needId(args) });
    print(ctx, r, done(r));
    return 0;
  },
});

const CHARGES: Record<string, string> = {
  none: 'No fee: the booking carries no card guarantee',
  succeeded: 'Fee charged',
  already_paid: 'Fee already charged before: nothing charged now',
  in_progress: 'A charge is already in progress',
  processing: 'Charge submitted; the bank confirms later',
  requires_action: 'The bank asks the guest to authenticate: they have been sent a link',
  failed: 'Charge declined',
};

export const reservationCommands: StaffCommand[] = [
  {
    name: 'booking:list',
    args: '<YYYY-MM-DD>',
    summary: 'The reservations of a day (requests, confirmed, waiting list, cancelled)',
    async run(ctx, args) {
      const date = args[0] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new StaffApiError(400, 'USAGE', 'Give the date as YYYY-MM-DD');
      const { reservations } = await ctx.api.post<{ reservations: StaffReservation[] }>('/reservations/list', { date });
      if (ctx.json) {
        ctx.out(JSON.stringify(reservations));
        return 0;
      }
      const covers = reservations.filter((r) => r.status === 'confirmed' || r.status === 'pending').reduce((n, r) => n + r.pax, 0);
      ctx.out(`${date}: ${reservations.length} reservations, ${covers} covers confirmed or requested`);
      for (const r of reservations) ctx.out(line(r));
      return 0;
    },
  },
  action('booking:accept', '/reservations/accept', 'Accept a request (the guest is told)', () => 'ACCEPTED: the guest gets the confirmation'),
  action('booking:reject', '/reservations/reject', 'Reject a request (the guest is told; seats go to the waiting list)', () => 'REJECTED: the guest is told'),
  action(
    'booking:confirm-waiting',
    '/reservations/confirm-waiting',
    'Give a waiting-list guest the table (when the seats are there)',
    () => 'CONFIRMED from the waiting list: the guest is told',
  ),
  action('booking:arrived', '/reservations/arrived', 'Mark the party as arrived at the door (a confirmed reservation)', (r) =>
    r.arrivedAt ? `ARRIVED at ${r.arrivedAt}` : 'ARRIVED',
  ),
  action(
    'booking:noshow',
    '/reservations/noshow',
    'Mark a no-show; charges the no-show fee once when the booking carries a card',
    (r) => `NO-SHOW. ${CHARGES[r.charge ?? 'none'] ?? r.charge}${r.declineCode ? ` (${r.declineCode})` : ''}`,
  ),
];
