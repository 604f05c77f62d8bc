/** The e-mail a visitor receives after a claim: the code, its QR code inline, the link to the code page. */
import { qrPng } from '../../lib/qr-png';
import { emailLayout } from '../email/email-layout';
import { html } from '../email/html';
import type { MailMessage } from '../email/mail-message';
import { type Language, i18n } from '../../lib/i18n-text';
import { venueDateInWords } from '../../lib/date-words';
import { textsIn } from '../../i18n/texts';
import type { PromotionRow } from './promotion-repository';

export interface PromoEmailInput {
  language: Language;
  venueName: string;
  promotion: Pick<PromotionRow, 'title' | 'conditions'>;
  firstName: string;
  to: string;
  /** Formatted code (with dashes): also the QR content. */
  code: string;
  useBy: string;
  link: string;
}

/** A venue date (YYYY-MM-DD) written out in the language, without any time-zone shift. */
export function formatVenueDate(date: string, language: Language): string {
  return venueDateInWords(date, language, 'long');
}

export async function renderPromoEmail(input: PromoEmailInput): Promise<Omit<MailMessage, 'from'>> {
  const t = textsIn(input.language, 'promoEmail');
  const promo = i18n(input.promotion.title)[input.language];
  const conditions = i18n(input.promotion.conditions)[input.language];
  const values = { promo, venue: input.venueName, name: input.firstName, code: input.code, date: formatVenueDate(input.useBy, input.language) };
  const qr = await qrPng(input.code);

  const body = html`<p style="margin:0 0 12px">${t('greeting', values)}</p>
<p style="margin:0 0 20px">${t('intro', values)}</p>
<p style="margin:0 0 4px;font-size:13px;color:#6b6158">${t('codeLabel')}</p>
<p style="margin:0 0 16px;font:700 26px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:2px">${input.code}</p>
<p style="margin:0 0 16px"><img src="cid:promo-qr" width="200" height="200" alt="${t('qrAlt', values)}" style="display:block;width:200px;height:200px"></p>
<p style="margin:0 0 20px;font-weight:600">${t('useBy', values)}</p>
<p style="margin:0 0 24px"><a href="${input.link}" style="display:inline-block;background:#8a3b2e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${t('button')}</a></p>
<p style="margin:0 0 4px;font-size:13px;color:#6b6158">${t('linkHint')}</p>
<p style="margin:0 0 20px;font-size:13px;word-break:break-all"><a href="${input.link}" style="color:#8a3b2e">${input.link}</a></p>
${conditions ? html`<p style="margin:0 0 4px;font-size:13px;font-weight:600">${t('conditions')}</p><p style="margin:0;font-size:13px;color:#6b6158;white-space:pre-line">${conditions}</p>` : ''}`;

  const text = [
    t('greeting', values),
    t('intro', values),
    '',
    `${t('codeLabel')}: ${input.code}`,
    t('useBy', values),
    '',
    `${t('button')}: ${input.link}`,
    ...(conditions ? ['', `${t('conditions')}: ${conditions}`] : []),
    '',
    t('footer', values),
  ].join('\n');

  return {
    to: input.to,
    subject: t('subject', values),
    html: emailLayout({ language: input.language, venueName: input.venueName, title: t('subject', values), body, footer: t('footer', values) }),
    text,
    attachments: [{ filename: `${input.code}.png`, contentType: 'image/png', content: qr, cid: 'promo-qr' }],
  };
}
