/**
 * Staff tool commands of the reservations module: a day's list, accept and reject (with a message
 * to the guest), confirm from the waiting list or offer its place, a walk-in, a move or a
 * cancellation for the guest, arrived, no-show, and the guest's history and note.
 */
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
  offerExpiresAt?: string | null;
  guest?: GuestCard | null;
}

interface GuestCard {
  visits: number;
  noShows: number;
  recentNoShows: number;
  lateCancellations: number;
  lastVisit: string | null;
  note: { text: string; by: string; at: string } | null;
}

/** "3 visits, last 2026-05-02 · 1 no-show · 1 late cancellation", or "first visit". */
export function historyText(g: GuestCard): string {
  const parts = [
    g.visits ? `${g.visits} visit${g.visits === 1 ? '' : 's'}${g.lastVisit ? `, last ${g.lastVisit}` : ''}` : 'first visit',
    g.noShows ? `${g.noShows} no-show${g.noShows === 1 ? '' : 's'} (${g.recentNoShows} in 12 months)` : null,
    g.lateCancellations ? `${g.lateCancellations} late cancellation${g.lateCancellations === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
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
    r.offerExpiresAt ? `offer until ${r.offerExpiresAt}` : null,
    r.guest ? historyText(r.guest) : null,
    r.guest?.note ? `note: “${r.guest.note.text}”` : null,
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

/** accept / reject: the words after the number go to the guest in the e-mail. */
const answer = (name: string, path: string, summary: string, done: string): StaffCommand => ({
  name,
  args: '<reservation-number> [message to the guest]',
  summary,
  async run(ctx, args) {
    const r = await ctx.api.post<StaffReservation>(path, { id: needId(args), message: args.slice(1).join(' ') });
    print(ctx, r, done);
    return 0;
  },
});

function needPax(value: string | undefined): string {
  if (!value || !/^\d{1,2}$/.test(value) || Number(value) < 1) throw new StaffApiError(400, 'USAGE', 'Give the party size (1-99)');
  return value;
}

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
  answer('booking:accept', '/reservations/accept', 'Accept a request (the guest is told, with your message)', 'ACCEPTED: the guest gets the confirmation'),
  answer(
    'booking:reject',
    '/reservations/reject',
    'Reject a request (the guest is told, with your message; seats go to the waiting list)',
    'REJECTED: the guest is told',
  ),
  action('booking:offer', '/reservations/offer', 'Offer a waiting guest the place now (the offer e-mail, with its deadline)', (r) =>
    r.offerExpiresAt ? `OFFERED until ${r.offerExpiresAt}: the guest is told` : 'OFFERED: the guest is told',
  ),
  action('booking:cancel', '/reservations/cancel', 'Cancel for the guest (the guest is told; seats go to the waiting list)', () => 'CANCELLED: the guest is told'),
  {
    name: 'booking:walk-in',
    args: '<party-size> [name]',
    summary: 'A party at the door now, seated at once (refused when the seats are not there)',
    async run(ctx, args) {
      const r = await ctx.api.post<StaffReservation>('/reservations/walk-in', { pax: needPax(args[0]), name: args.slice(1).join(' ') });
      print(ctx, r, `WALK-IN #${r.id} at ${r.time}`);
      return 0;
    },
  },
  {
    name: 'booking:move',
    args: '<reservation-number> <HH:MM> <party-size> [zone-id] [YYYY-MM-DD]',
    summary: 'Move a booking for the guest: time, party, zone, day (the guest is told; refused when it does not fit)',
    async run(ctx, args) {
      const [, time = '', pax, zone, date] = args;
      if (!/^\d{2}:\d{2}$/.test(time)) throw new StaffApiError(400, 'USAGE', 'Give the time as HH:MM');
      const r = await ctx.api.post<StaffReservation>('/reservations/move', {
        id: needId(args),
        time,
        pax: needPax(pax),
        ...(zone && zone !== '-' ? { zone } : {}),
        ...(date ? { date } : {}),
      });
      print(ctx, r, 'MOVED: the guest is told');
      return 0;
    },
  },
  {
    name: 'guest:history',
    args: '<reservation-number>',
    summary: "The booking's guest at this venue: visits, no-shows, late cancellations, last visit, note",
    async run(ctx, args) {
      const r = await ctx.api.post<StaffReservation>('/reservations/get', { id: needId(args) });
      if (ctx.json) return (ctx.out(JSON.stringify(r.guest ?? null)), 0);
      ctx.out(`${r.name.trim() || 'Walk-in'} <${r.email}> ${r.phone}`);
      ctx.out(r.guest ? historyText(r.guest) : 'No e-mail or phone: no history');
      if (r.guest?.note) ctx.out(`Note (${r.guest.note.by}, ${r.guest.note.at}): ${r.guest.note.text}`);
      return 0;
    },
  },
  {
    name: 'guest:note',
    args: '<reservation-number> [text]',
    summary: "Write the note that follows the booking's guest from visit to visit (no text: deletes it)",
    async run(ctx, args) {
      const r = await ctx.api.post<StaffReservation>('/reservations/guest-note', { id: needId(args), note: args.slice(1).join(' ') });
      print(ctx, r, r.guest?.note ? 'NOTE SAVED' : 'NOTE DELETED');
      return 0;
    },
  },
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
