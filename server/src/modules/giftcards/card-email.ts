/** Builds a card's e-mail from the stored card and order (first delivery and staff resend). */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../email/mail-message';
import { renderCardEmail } from './email/giftcard-email';
import { formatGiftcardCode } from './giftcard-code';
import type { CardRow } from './giftcard-repository';
import { printUrl, voucherBookingUrl } from './links';
import type { OrderRow } from './order-repository';
import { voucherOf } from './voucher';

export function cardEmail(app: FastifyInstance, venue: { name: string; slug: string }, card: CardRow, order: OrderRow, to?: string): Promise<Omit<MailMessage, 'from'>> {
  const code = formatGiftcardCode(card.code);
  const voucher = voucherOf(order);
  return renderCardEmail({
    language: order.language,
    venueName: venue.name,
    productTitle: order.productTitle,
    card: { code, initialAmount: card.initialAmount, currency: card.currency, expiresOn: card.expiresOn, seq: card.seq },
    quantity: order.quantity,
    buyer: { firstName: order.firstName, lastName: order.lastName, email: order.email },
    recipient: order.forRecipient ? { firstName: order.recipientFirstName, lastName: order.recipientLastName, email: order.recipientEmail } : null,
    message: order.message,
    printUrl: printUrl(app.config.publicUrl, card.publicId),
    voucher: voucher ? { bookUrl: voucherBookingUrl(app.config.publicUrl, venue.slug, voucher, code), guests: voucher.guests } : null,
    testMode: order.testMode,
    to,
  });
}
