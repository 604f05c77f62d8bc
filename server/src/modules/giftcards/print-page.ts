/** The printable gift card: a plain HTML page (no script needed), QR code as inline SVG, print styles. */
import QRCode from 'qrcode';
import { html, trusted } from '../email/html';
import { i18n } from '../../lib/i18n-text';
import type { CardState } from './card-state';
import { textsIn } from '../../i18n/texts';
import { asLanguage, formatAmount, formatDay } from './email/format';
import { formatGiftcardCode } from './giftcard-code';
import type { CardRow } from './giftcard-repository';
import type { OrderRow } from './order-repository';

/**
 * bookUrl: an experience voucher's "Book your experience" (voucherBookingUrl), shown while it can
 * still book (whole and usable); null for a gift card of an amount.
 */
export async function renderPrintPage(
  card: CardRow,
  order: OrderRow,
  venue: { name: string },
  state: CardState,
  lang?: string,
  bookUrl: string | null = null,
): Promise<string> {
  const language = asLanguage(lang ?? order.language);
  const t = textsIn(language, 'giftcard');
  const code = formatGiftcardCode(card.code);
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const title = i18n(order.productTitle)[language];
  const stateText = state === 'redeemed' || state === 'expired' || state === 'void' ? t(`print.states.${state}`) : '';
  const from = `${order.firstName} ${order.lastName}`.trim();
  const canBook = !!bookUrl && state === 'active' && card.balance === card.initialAmount;
  const to = order.forRecipient ? `${order.recipientFirstName} ${order.recipientLastName}`.trim() : '';
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t('print.title')} · ${venue.name}</title>
<style>
  body { margin: 0; background: #faf7f2; color: #1f1b16; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  main { max-width: 36rem; margin: 1.5rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 2px solid #8a3b2e; border-radius: 18px; padding: 1.5rem; text-align: center; }
  .venue { font-family: Georgia, serif; font-size: 1.4rem; margin: 0; }
  h1 { font-size: 1.3rem; margin: 0 0 .5rem; font-weight: 600; }
  .value { font-size: 2.2rem; font-weight: 700; margin: 0; }
  .label { font-size: .85rem; color: #6b6158; margin: 1rem 0 .2rem; text-transform: uppercase; letter-spacing: .08em; }
  .code { font: 700 clamp(1rem, 5.5vw, 1.5rem)/1.2 ui-monospace, Menlo, Consolas, monospace; letter-spacing: 1px; margin: 0; white-space: nowrap; }
  .qr { width: 200px; height: 200px; margin: 1rem auto 0; }
  .qr svg { width: 100%; height: 100%; }
  .message { font-style: italic; white-space: pre-line; background: #f3eee6; border-radius: 12px; padding: .75rem 1rem; margin: 1rem 0 0; }
  .people { display: flex; justify-content: center; gap: 2rem; margin: 1rem 0 0; }
  .state, .test { margin: 0 0 1rem; padding: .5rem .75rem; border-radius: 8px; font-weight: 700; }
  .state { background: #fdecea; color: #b3261e; }
  .test { border: 2px dashed #b3261e; color: #b3261e; }
  .actions { text-align: center; margin: 1rem 0; display: flex; flex-wrap: wrap; gap: .75rem; justify-content: center; }
  .book { display: inline-block; font-weight: 600; background: #fff; color: #8a3b2e; border: 2px solid #8a3b2e; border-radius: 999px; padding: .65rem 1.4rem; text-decoration: none; }
  button { font: inherit; font-weight: 600; background: #8a3b2e; color: #fff; border: 0; border-radius: 999px; padding: .75rem 1.5rem; cursor: pointer; }
  @media print { body { background: #fff; } .actions { display: none; } main { margin: 0 auto; } }
</style>
</head>
<body>
<main>
${order.testMode ? html`<p class="test">${t('testMode')}</p>` : ''}
${stateText ? html`<p class="state" role="status">${stateText}</p>` : ''}
<section class="card" aria-labelledby="title">
  <p class="venue">${venue.name}</p>
  <p class="label">${t('print.title')}</p>
  <h1 id="title">${title}</h1>
  <p class="label">${t('print.value')}</p>
  <p class="value">${formatAmount(card.initialAmount, card.currency, language)}</p>
  ${card.balance !== card.initialAmount ? html`<p class="label">${t('print.balance')}</p><p>${formatAmount(card.balance, card.currency, language)}</p>` : ''}
  <p class="label">${t('print.code')}</p>
  <p class="code" data-code="${code}">${code}</p>
  <div class="qr" role="img" aria-label="${t('card.qrAlt', { code })}">${trusted(svg)}</div>
  <p>${t('print.validUntil', { date: formatDay(card.expiresOn, language) })}</p>
  ${to ? html`<div class="people"><p><span class="label">${t('print.from')}</span><br>${from}</p><p><span class="label">${t('print.to')}</span><br>${to}</p></div>` : ''}
  ${order.message ? html`<p class="message">${order.message}</p>` : ''}
</section>
<p class="actions">${canBook ? html`<a class="book" href="${bookUrl}">${t('print.bookButton')}</a>` : ''}<button type="button" onclick="window.print()">${t('print.print')}</button></p>
</main>
</body>
</html>`.value;
}
