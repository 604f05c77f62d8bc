/** The buyer's receipt, sent when the order is paid and its cards issued (whatever the delivery date). */
import { emailLayout } from '../../email/email-layout';
import { html } from '../../email/html';
import type { MailMessage } from '../../email/mail-message';
import { i18n } from '../../../lib/i18n-text';
import { orderNumber } from '../giftcard-code';
import type { OrderRow } from '../order-repository';
import { textsIn } from '../../../i18n/texts';
import { asLanguage, formatAmount, formatDay } from './format';

export function renderReceiptEmail(order: OrderRow, venue: { name: string }, today: string): Omit<MailMessage, 'from'> {
  const language = asLanguage(order.language);
  const t = textsIn(language, 'giftcard');
  const number = orderNumber(order.id);
  const recipient = `${order.recipientFirstName} ${order.recipientLastName}`.trim();
  const values = { venue: venue.name, number, name: order.firstName, recipient, email: order.recipientEmail, date: formatDay(order.deliverOn, language) };
  const money = (minor: number) => formatAmount(minor, order.currency, language);
  const rows: Array<[string, string]> = [
    [t('receipt.orderNumber'), number],
    [t('receipt.date'), formatDay(today, language)],
    [t('receipt.product'), i18n(order.productTitle)[language]],
    [t('receipt.cardValue'), money(order.unitAmount)],
    [t('receipt.quantity'), String(order.quantity)],
    [t('receipt.total'), money(order.totalAmount)],
  ];
  const delivery = !order.forRecipient ? t('receipt.deliverySelf') : t(order.deliverOn > today ? 'receipt.deliveryGiftLater' : 'receipt.deliveryGiftToday', values);
  const subject = t('receipt.subject', values);

  const body = html`${order.testMode ? html`<p style="margin:0 0 16px;padding:8px 12px;border:2px dashed #b3261e;border-radius:8px;color:#b3261e;font-weight:700">${t('testMode')}</p>` : ''}
<p style="margin:0 0 12px">${t('receipt.greeting', values)}</p>
<p style="margin:0 0 20px">${t('receipt.intro')}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 20px">
${rows.map(([label, value], i) => html`<tr><td style="padding:6px 0;color:#6b6158;border-top:${i ? '1px solid #e2d9cc' : '0'}">${label}</td><td style="padding:6px 0;text-align:right;font-weight:${i === rows.length - 1 ? '700' : '400'};border-top:${i ? '1px solid #e2d9cc' : '0'}">${value}</td></tr>`)}
</table>
<p style="margin:0 0 12px">${delivery}</p>
<p style="margin:0;font-size:13px;color:#6b6158">${t('receipt.paidByCard')}</p>`;

  const text = [
    ...(order.testMode ? [t('testMode'), ''] : []),
    t('receipt.greeting', values),
    t('receipt.intro'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    delivery,
    t('receipt.paidByCard'),
    '',
    t('receipt.footer', values),
  ].join('\n');

  return {
    to: order.email,
    subject: order.testMode ? `[TEST] ${subject}` : subject,
    html: emailLayout({ language, venueName: venue.name, title: subject, body, footer: t('receipt.footer', values) }),
    text,
  };
}
