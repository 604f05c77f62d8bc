/**
 * The e-mail that carries a gift card, to the recipient (or to the buyer for their own card):
 * value, code, QR code inline, the buyer's message, the expiry date, the printable page link; an
 * experience voucher's also "Book your experience".
 */
import { qrPng } from '../../../lib/qr-png';
import { emailLayout } from '../../email/email-layout';
import { html } from '../../email/html';
import type { MailMessage } from '../../email/mail-message';
import { type I18nText, type Language, i18n } from '../../../lib/i18n-text';
import { textsIn } from '../../../i18n/texts';
import { asLanguage, formatAmount, formatDay } from './format';

export interface CardEmailInput {
  language: string;
  venueName: string;
  productTitle: Partial<I18nText>;
  card: { code: string; initialAmount: number; currency: string; expiresOn: string; seq: number };
  quantity: number;
  buyer: { firstName: string; lastName: string; email: string };
  recipient: { firstName: string; lastName: string; email: string } | null;
  message: string;
  printUrl: string;
  /** An experience voucher: the booking flow with its experience, party and code (null: a gift card of an amount). */
  voucher: { bookUrl: string; guests: number } | null;
  testMode: boolean;
  /** Another address (staff resend to a corrected e-mail). */
  to?: string;
}

const muted = 'margin:0 0 4px;font-size:13px;color:#6b6158';
const button = 'display:inline-block;background:#8a3b2e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px';
const secondaryButton =
  'display:inline-block;background:#ffffff;color:#8a3b2e;border:2px solid #8a3b2e;text-decoration:none;font-weight:600;padding:10px 22px;border-radius:999px';

export async function renderCardEmail(input: CardEmailInput): Promise<Omit<MailMessage, 'from'>> {
  const language: Language = asLanguage(input.language);
  const t = textsIn(language, 'giftcard');
  const gift = !!input.recipient;
  const from = `${input.buyer.firstName} ${input.buyer.lastName}`.trim();
  const values = {
    venue: input.venueName,
    from,
    name: gift ? input.recipient!.firstName : input.buyer.firstName,
    code: input.card.code,
    date: formatDay(input.card.expiresOn, language),
    n: String(input.card.seq),
    total: String(input.quantity),
  };
  // A voucher counts its guests ("for 1 guest", "for 4 guests").
  const howTo = input.voucher ? t('card.voucherHowTo', { ...values, count: input.voucher.guests }) : t('card.howTo', values);
  const title = i18n(input.productTitle)[language];
  const value = formatAmount(input.card.initialAmount, input.card.currency, language);
  const subject = t(gift ? 'card.subjectGift' : 'card.subjectSelf', values);
  const qr = await qrPng(input.card.code);

  const body = html`${input.testMode ? html`<p style="margin:0 0 16px;padding:8px 12px;border:2px dashed #b3261e;border-radius:8px;color:#b3261e;font-weight:700">${t('testMode')}</p>` : ''}
<p style="margin:0 0 12px">${t('card.greeting', values)}</p>
<p style="margin:0 0 20px">${t(gift ? 'card.introGift' : 'card.introSelf', values)}</p>
${input.message ? html`<p style="${muted}">${t('card.messageLabel', values)}</p><blockquote style="margin:0 0 20px;padding:12px 16px;background:#f3eee6;border-radius:12px;white-space:pre-line;font-style:italic">${input.message}</blockquote>` : ''}
<p style="margin:0 0 4px;font-size:18px;font-weight:600">${title}</p>
${input.quantity > 1 ? html`<p style="${muted}">${t('card.cardOf', values)}</p>` : ''}
<p style="${muted}">${t('card.valueLabel')}</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:700">${value}</p>
<p style="${muted}">${t('card.codeLabel')}</p>
<p style="margin:0 0 16px;font:700 22px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:1px;white-space:nowrap">${input.card.code}</p>
<p style="margin:0 0 16px"><img src="cid:giftcard-qr" width="200" height="200" alt="${t('card.qrAlt', values)}" style="display:block;width:200px;height:200px"></p>
<p style="margin:0 0 12px;font-weight:600">${t('card.validUntil', values)}</p>
<p style="margin:0 0 24px">${howTo}</p>
${input.voucher ? html`<p style="margin:0 0 16px"><a href="${input.voucher.bookUrl}" style="${button}">${t('card.bookButton')}</a></p>` : ''}
<p style="margin:0 0 24px"><a href="${input.printUrl}" style="${input.voucher ? secondaryButton : button}">${t('card.printButton')}</a></p>
<p style="${muted}">${t('card.linkHint')}</p>
<p style="margin:0;font-size:13px;word-break:break-all"><a href="${input.printUrl}" style="color:#8a3b2e">${input.printUrl}</a></p>`;

  const text = [
    ...(input.testMode ? [t('testMode'), ''] : []),
    t('card.greeting', values),
    t(gift ? 'card.introGift' : 'card.introSelf', values),
    ...(input.message ? ['', `${t('card.messageLabel', values)}:`, input.message] : []),
    '',
    title,
    ...(input.quantity > 1 ? [t('card.cardOf', values)] : []),
    `${t('card.valueLabel')}: ${value}`,
    `${t('card.codeLabel')}: ${input.card.code}`,
    t('card.validUntil', values),
    howTo,
    '',
    ...(input.voucher ? [`${t('card.bookButton')}: ${input.voucher.bookUrl}`] : []),
    `${t('card.printButton')}: ${input.printUrl}`,
    '',
    t('card.footer', values),
  ].join('\n');

  return {
    to: input.to ?? (gift ? input.recipient!.email : input.buyer.email),
    subject: input.testMode ? `[TEST] ${subject}` : subject,
    html: emailLayout({ language, venueName: input.venueName, title: subject, body, footer: t('card.footer', values) }),
    text,
    attachments: [{ filename: `${input.card.code}.png`, contentType: 'image/png', content: qr, cid: 'giftcard-qr' }],
  };
}
