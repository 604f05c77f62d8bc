/**
 * One guest's data made as the browser, a phone's wallet and the staff make it, for the guest
 * data tests: a table booked (with an Idempotency-Key), a gift card bought for someone else and
 * paid, a promotion claimed, the e-mails sent, the booking's pass on an Apple device, and a
 * staff look-up of the claim's code. Names and numbers are rare, so a dump can be searched.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { giftcardOrders, giftcards, promoClaims, reservations } from '../../src/db/schema';
import { solvedBotCheck } from './bot-check';
import { staffSide } from './staff-side';
import { checkoutOk, giftForm, payDemo, productId } from './giftcard';
import { callStaff, claim } from './promo-claim';
import { TOKENS, callApi } from './test-app';
import { PASS_TYPE_ID, unzip } from './wallet';

export const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';

export const GUEST = {
  firstName: 'Ottavio',
  lastName: 'Quarzolini',
  /** As typed on the booking; the order and the claim spell it otherwise (one normal form). */
  email: 'Ottavio.Quarzolini+vino@Example.com',
  phonePrefix: '+39',
  phone: '347 918 2736',
  phoneDigits: '3479182736',
};

export const RECIPIENT = { firstName: 'Brunhilde', lastName: 'Zaccagnini', email: 'brunhilde.zaccagnini@example.org', phone: '78 246 81 35', phoneDigits: '782468135' };
export const DEVICE = 'e0c1d2a3b4c5d6e7f8091a2b3c4d5e6f';
export const PUSH_TOKEN = 'push-token-of-ottavio-0123456789';

/** POST an operator call (form-encoded, OPERATOR_TOKEN). */
export function callOperator(app: FastifyInstance, path: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/operator${path}`,
    headers: staffSide({ 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${OPERATOR}` }),
    payload: new URLSearchParams(form).toString(),
  });
}

export interface GuestData {
  bookingId: number;
  bookingHash: string;
  orderId: number;
  cardCode: string;
  claimId: number;
  claimCode: string;
}

/** `wallet`: the app has wallet credentials (the booking's pass goes on a device). */
export async function makeGuestData(app: FastifyInstance, db: Db, options: { wallet: boolean; date?: string }): Promise<GuestData> {
  const altcha = await solvedBotCheck(app, TOKENS.aurora);
  const form = {
    ...GUEST,
    email: GUEST.email,
    privacy: '1',
    language: 'it',
    date: options.date ?? '2026-06-02',
    time: '12:30',
    pax: 2,
    notes: 'Ottavio is allergic to walnuts',
    altcha,
  };
  const booked = await callApi(app, '/reservation/submit', { form, headers: { 'idempotency-key': 'guest-data-booking-0001' } });
  if (booked.statusCode !== 200) throw new Error(`book: ${booked.body}`);
  const bookingHash = booked.json().data.reservation.hash as string;
  const [booking] = await db.select().from(reservations).where(eq(reservations.hash, bookingHash));

  const fingerprint = await checkoutOk(
    app,
    giftForm({
      productId: await productId(db, 'cantina-aurora', 'Buono regalo'),
      amount: 5000,
      firstName: GUEST.firstName,
      lastName: GUEST.lastName,
      email: 'ottavio.quarzolini@example.com',
      phone: GUEST.phone,
      city: 'Bardolino',
      postalCode: '37011',
      recipientFirstName: RECIPIENT.firstName,
      recipientLastName: RECIPIENT.lastName,
      recipientEmail: RECIPIENT.email,
      recipientPhone: RECIPIENT.phone,
      message: 'Per Brunhilde, con affetto da Ottavio',
    }),
  );
  const paid = await payDemo(app, fingerprint);
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  const [order] = await db.select().from(giftcardOrders).where(eq(giftcardOrders.fingerprint, fingerprint));
  const [card] = await db.select().from(giftcards).where(eq(giftcards.orderId, order!.id));

  const claimed = await claim(app, {
    firstName: GUEST.firstName,
    lastName: GUEST.lastName,
    email: 'OTTAVIO.QUARZOLINI@example.com',
    phonePrefix: '+39',
    phone: GUEST.phone,
  });
  if (claimed.statusCode !== 200) throw new Error(`claim: ${claimed.body}`);
  const [claimRow] = await db.select().from(promoClaims).where(eq(promoClaims.publicId, claimed.json().data.id));
  expectOk(await callStaff(app, '/promo/lookup', { code: claimRow!.code }), 'staff lookup');

  await app.giftcards.delivery.deliverDue();
  await app.email.drain();

  if (options.wallet) {
    const pass = await app.inject({ method: 'GET', url: `/backend/api/wallet/apple/booking/${bookingHash}.pkpass` });
    if (pass.statusCode !== 200) throw new Error(`pass: ${pass.body}`);
    const json = await passJson(pass.rawPayload);
    const registered = await app.inject({
      method: 'POST',
      url: `/backend/api/wallet/apple/v1/devices/${DEVICE}/registrations/${PASS_TYPE_ID}/${json.serialNumber}`,
      headers: { authorization: `ApplePass ${json.authenticationToken}`, 'content-type': 'application/json' },
      payload: { pushToken: PUSH_TOKEN },
    });
    expectOk(registered, 'wallet registration');
  }
  return { bookingId: booking!.id, bookingHash, orderId: order!.id, cardCode: card!.code, claimId: claimRow!.id, claimCode: claimRow!.code };
}

function expectOk(res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

async function passJson(pkpass: Buffer): Promise<{ serialNumber: string; authenticationToken: string }> {
  return JSON.parse((await unzip(pkpass))['pass.json']!.toString());
}

/** Sets a venue's retention period the operator's way: its file exported, privacy added, applied. */
export async function setRetention(app: FastifyInstance, venue: string, days: number): Promise<void> {
  const exported = await callOperator(app, '/venues/export', { venue });
  if (exported.statusCode !== 200) throw new Error(`export: ${exported.body}`);
  const file = `${(exported.json().data.file as string).replace(/\nprivacy:\n {2}retentionDays: \d+\n/, '\n').trimEnd()}\nprivacy:\n  retentionDays: ${days}\n`;
  const applied = await callOperator(app, '/venues/apply', { file });
  if (applied.statusCode !== 200) throw new Error(`apply: ${applied.body}`);
}
