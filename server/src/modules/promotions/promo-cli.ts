/** Staff tool commands of the promotions module: look a code up, redeem it. */
import type { StaffCommand, StaffContext } from '../../cli/staff-command';
import { StaffApiError } from '../../cli/staff-api';

interface StaffClaim {
  venue: string;
  codice: string;
  stato: 'requested' | 'used' | 'expired';
  usareEntro: string;
  richiestaIl: string;
  usataIl: string | null;
  usedBy: string | null;
  nome: string;
  email: string;
  telefono: string;
  promo: { urlName: string; titolo: Record<string, string> };
}

const STATES: Record<StaffClaim['stato'], string> = { requested: 'valid, not used yet', used: 'USED', expired: 'EXPIRED' };

function print(ctx: StaffContext, claim: StaffClaim, headline: string): void {
  if (ctx.json) {
    ctx.out(JSON.stringify(claim));
    return;
  }
  const rows: Array<[string, string]> = [
    ['Code', claim.codice],
    ['Promotion', `${claim.promo.titolo.it} (${claim.promo.urlName}, ${claim.venue})`],
    ['State', STATES[claim.stato]],
    ['Use by', claim.usareEntro],
    ['Name', claim.nome],
    ['E-mail', claim.email],
    ...(claim.telefono ? ([['Phone', claim.telefono]] as Array<[string, string]>) : []),
    ['Claimed', claim.richiestaIl],
    ['Used', claim.usataIl ? `${claim.usataIl}${claim.usedBy ? ` by ${claim.usedBy}` : ''}` : '-'],
  ];
  ctx.out(headline);
  for (const [label, value] of rows) ctx.out(`  ${label.padEnd(10)} ${value}`);
}

function needCode(args: string[]): string {
  const code = args.join(' ').trim();
  if (!code) throw new StaffApiError(400, 'USAGE', 'Give the code (as typed, or the QR content)');
  return code;
}

export const promoCommands: StaffCommand[] = [
  {
    name: 'promo:lookup',
    args: '<code-or-qr-content>',
    summary: 'Show a promo code: promotion, state, use-by date, who claimed it',
    async run(ctx, args) {
      const claim = await ctx.api.post<StaffClaim>('/promo/lookup', { code: needCode(args) });
      print(ctx, claim, 'Promo code found');
      return 0;
    },
  },
  {
    name: 'promo:redeem',
    args: '<code-or-qr-content>',
    summary: 'Mark a promo code as used (refused if used before or expired)',
    async run(ctx, args) {
      try {
        const claim = await ctx.api.post<StaffClaim>('/promo/redeem', { code: needCode(args) });
        print(ctx, claim, 'REDEEMED: give the guest the offer');
        return 0;
      } catch (err) {
        if (err instanceof StaffApiError && err.code === 'PROMO_CODE_USED') {
          const by = err.details.usedBy ? ` by ${String(err.details.usedBy)}` : '';
          throw new StaffApiError(err.httpStatus, err.code, `Refused: already used on ${String(err.details.usedAt)}${by}`, err.details);
        }
        if (err instanceof StaffApiError && err.code === 'PROMO_CODE_EXPIRED') {
          throw new StaffApiError(err.httpStatus, err.code, `Refused: expired (to be used by ${String(err.details.useBy)})`, err.details);
        }
        throw err;
      }
    },
  },
];
