/** Staff tool commands of the gift cards module: look a card up, redeem, void, resend its e-mail. */
import { randomBytes } from 'node:crypto';
import { StaffApiError } from '../../cli/staff-api';
import type { StaffCommand, StaffContext } from '../../cli/staff-command';

interface StaffCard {
  venue: string;
  codice: string;
  stato: 'active' | 'partly_redeemed' | 'redeemed' | 'expired' | 'void';
  valoreIniziale: number;
  saldo: number;
  valuta: string;
  scadenza: string;
  emessaIl: string;
  prodotto: Record<string, string>;
  ordine: string;
  acquirente: { nome: string; email: string };
  destinatario: { nome: string; email: string } | null;
  consegna: { il: string; inviataIl: string | null; invii: number };
  annullataIl: string | null;
  motivoAnnullamento: string;
  testMode: boolean;
  utilizzi: Array<{ importo: number; saldoDopo: number; il: string; nota: string }>;
  inviataA?: string;
}

const STATES: Record<StaffCard['stato'], string> = {
  active: 'valid, never used',
  partly_redeemed: 'valid, partly used',
  redeemed: 'USED UP',
  expired: 'EXPIRED',
  void: 'VOID',
};

/** Minor units → "50.00 EUR" (every venue currency has two decimals). */
const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** "25", "25.5", "25,50" → minor units; null when it is not an amount. */
export function parseMajorAmount(value: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function print(ctx: StaffContext, card: StaffCard, headline: string): void {
  if (ctx.json) {
    ctx.out(JSON.stringify(card));
    return;
  }
  const rows: Array<[string, string]> = [
    ['Code', card.codice],
    ['Gift card', `${card.prodotto.it} (${card.ordine}, ${card.venue})${card.testMode ? ' TEST MODE' : ''}`],
    ['State', STATES[card.stato]],
    ['Balance', `${money(card.saldo, card.valuta)} of ${money(card.valoreIniziale, card.valuta)}`],
    ['Valid to', card.scadenza],
    ['Bought by', `${card.acquirente.nome} <${card.acquirente.email}>`],
    ...(card.destinatario ? ([['For', `${card.destinatario.nome} <${card.destinatario.email}>`]] as Array<[string, string]>) : []),
    ['E-mail', card.consegna.inviataIl ? `sent ${card.consegna.inviataIl} (${card.consegna.invii}x)` : `due on ${card.consegna.il}`],
    ...(card.annullataIl ? ([['Voided', `${card.annullataIl} ${card.motivoAnnullamento}`.trim()]] as Array<[string, string]>) : []),
    ...card.utilizzi.map((u): [string, string] => [
      'Used',
      `${u.il}  -${money(u.importo, card.valuta)}  left ${money(u.saldoDopo, card.valuta)}${u.nota ? `  ${u.nota}` : ''}`,
    ]),
  ];
  ctx.out(headline);
  for (const [label, value] of rows) ctx.out(`  ${label.padEnd(10)} ${value}`);
}

function needCode(args: string[]): string {
  const code = (args[0] ?? '').trim();
  if (!code) throw new StaffApiError(400, 'USAGE', 'Give the code (as typed, or the QR content)');
  return code;
}

/** Turns the API's refusals into sentences for the till. */
function explain(err: unknown): never {
  if (err instanceof StaffApiError) {
    const d = err.details;
    const messages: Record<string, string> = {
      GIFTCARD_VOID: 'Refused: this gift card was voided',
      GIFTCARD_EXPIRED: `Refused: expired (valid to ${String(d.expiresOn)})`,
      GIFTCARD_REDEEMED: 'Refused: nothing left on this gift card',
      GIFTCARD_INSUFFICIENT_BALANCE: `Refused: the balance is only ${typeof d.balance === 'number' ? (d.balance / 100).toFixed(2) : '?'}`,
    };
    if (messages[err.code]) throw new StaffApiError(err.httpStatus, err.code, messages[err.code]!, d);
  }
  throw err;
}

export const giftcardCommands: StaffCommand[] = [
  {
    name: 'giftcard:lookup',
    args: '<code-or-qr-content>',
    summary: 'Show a gift card: balance, state, validity, who bought it, its uses',
    async run(ctx, args) {
      print(ctx, await ctx.api.post<StaffCard>('/giftcard/lookup', { code: needCode(args) }), 'Gift card found');
      return 0;
    },
  },
  {
    name: 'giftcard:redeem',
    args: '<code> [amount, e.g. 25.50]',
    summary: 'Take an amount (default: all that is left) from a gift card',
    async run(ctx, args) {
      const code = needCode(args);
      const amount = args[1] === undefined ? undefined : parseMajorAmount(args[1]);
      if (amount === null || amount === 0) throw new StaffApiError(400, 'USAGE', `Not an amount: ${args[1]} (write 25 or 25.50)`);
      // One key per run: a request retried after a network hiccup redeems once.
      const form: Record<string, string> = { code, requestId: randomBytes(12).toString('base64url') };
      if (amount !== undefined) form.amount = String(amount);
      const card = await ctx.api.post<StaffCard & { utilizzo: { importo: number } }>('/giftcard/redeem', form).catch(explain);
      print(ctx, card, `REDEEMED ${money(card.utilizzo.importo, card.valuta)}: ${money(card.saldo, card.valuta)} left`);
      return 0;
    },
  },
  {
    name: 'giftcard:void',
    args: '<code> [reason]',
    summary: 'Void a gift card (it can no longer be used)',
    async run(ctx, args) {
      const card = await ctx.api.post<StaffCard>('/giftcard/void', { code: needCode(args), reason: args.slice(1).join(' ') }).catch(explain);
      print(ctx, card, 'VOIDED');
      return 0;
    },
  },
  {
    name: 'giftcard:resend',
    args: '<code> [e-mail]',
    summary: 'Send the gift card e-mail again (to the same or another address)',
    async run(ctx, args) {
      const form: Record<string, string> = { code: needCode(args) };
      if (args[1]) form.email = args[1];
      const card = await ctx.api.post<StaffCard>('/giftcard/resend', form).catch(explain);
      print(ctx, card, `E-mail queued to ${card.inviataA ?? ''}`);
      return 0;
    },
  },
];
