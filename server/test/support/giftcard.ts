/** Buys gift cards like the browser does (checkout, then pay), for the gift card tests. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import type { Db } from '../../src/db/client';
import { giftcardOrders, giftcardProducts, giftcards, venues } from '../../src/db/schema';
import type { MailMessage } from '../../src/modules/email/mail-message';
import { solvedBotCheck } from './bot-check';
import { TOKENS, callApi } from './test-app';

export type CheckoutForm = Record<string, string | number>;

/** A complete checkout for the buyer's own card (override any field). */
export function checkoutForm(overrides: CheckoutForm = {}): CheckoutForm {
  return {
    productId: 0,
    amount: 5000,
    quantity: 1,
    requestId: randomBytes(12).toString('base64url'),
    firstName: 'Giulia',
    lastName: 'Bianchi',
    email: 'giulia@example.com',
    phonePrefix: '+39',
    phone: '347 123 4567',
    dateOfBirth: '14/03/1985',
    city: 'Alba',
    country: 'Italia',
    province: 'CN',
    postalCode: '12051',
    privacy: '1',
    language: 'it',
    ...overrides,
  };
}

/** The same, for another person on `deliverOn` (default: today). */
export function giftForm(overrides: CheckoutForm = {}): CheckoutForm {
  return checkoutForm({
    forRecipient: '1',
    recipientFirstName: 'Marie',
    recipientLastName: 'Dupont',
    recipientEmail: 'marie@example.com',
    recipientPhonePrefix: '+41',
    recipientPhone: '78 123 45 67',
    message: 'Joyeux anniversaire !',
    ...overrides,
  });
}

/** A demo gift card product of a venue, by its Italian title. */
export async function productId(db: Db, slug: string, titleIt: string): Promise<number> {
  const rows = await db.select().from(giftcardProducts).innerJoin(venues, eq(venues.id, giftcardProducts.venueId)).where(eq(venues.slug, slug));
  const found = rows.find((r) => r.giftcard_products.title.it === titleIt);
  if (!found) throw new Error(`no gift card ${titleIt} at ${slug}`);
  return found.giftcard_products.id;
}

/** POST giftcard/checkout with a solved bot check (unless the form carries one). */
export async function postCheckout(app: FastifyInstance, form: CheckoutForm, token: string = TOKENS.aurora): Promise<LightMyRequestResponse> {
  const altcha = form.altcha ?? (await solvedBotCheck(app, token));
  return callApi(app, '/giftcard/checkout', { token, form: { ...form, altcha } });
}

/** Checkout that must succeed; returns the order's fingerprint. */
export async function checkoutOk(app: FastifyInstance, form: CheckoutForm, token: string = TOKENS.aurora): Promise<string> {
  const res = await postCheckout(app, form, token);
  if (res.statusCode !== 200) throw new Error(`checkout ${res.statusCode}: ${res.body}`);
  return res.json().data.fingerprint as string;
}

export async function getPayment(app: FastifyInstance, fingerprint: string, token: string = TOKENS.aurora) {
  return callApi(app, '/giftcard/getpayment', { token, form: { fingerprint } });
}

/** Pays on the demo payment screen with a test card number. */
export async function payDemo(app: FastifyInstance, fingerprint: string, cardNumber = '4242424242424242', token: string = TOKENS.aurora) {
  const { clientSecret } = (await getPayment(app, fingerprint, token)).json().data;
  return callApi(app, '/payments/demo/confirm', { token, form: { clientSecret, cardNumber, expiry: '12/34', cvc: '123' } });
}

export async function orderRow(db: Db, fingerprint: string) {
  const [row] = await db.select().from(giftcardOrders).where(eq(giftcardOrders.fingerprint, fingerprint));
  return row!;
}

export async function cardsOf(db: Db, fingerprint: string) {
  const order = await orderRow(db, fingerprint);
  return db.select().from(giftcards).where(eq(giftcards.orderId, order.id)).orderBy(giftcards.seq);
}

/** The QR code attached to an e-mail, decoded. */
export function decodeQr(message: MailMessage): string | null {
  const image = message.attachments?.find((a) => a.contentType === 'image/png');
  if (!image) return null;
  const png = PNG.sync.read(image.content);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
