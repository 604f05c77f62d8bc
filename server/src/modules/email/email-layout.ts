/** The frame every e-mail shares: venue name on top, content, a small footer. Inline styles only. */
import { type JsonLd, jsonLdText } from '../../lib/json-ld';
import { type SafeHtml, html, trusted } from './html';

export interface LayoutOptions {
  language: string;
  venueName: string;
  title: string;
  body: SafeHtml;
  footer: string;
  /** schema.org markup mail clients read (a booking's), in the head. */
  structuredData?: JsonLd;
}

export function emailLayout({ language, venueName, title, body, footer, structuredData }: LayoutOptions): string {
  // Escaped for a script element by jsonLdText: no guest or venue text can end it.
  const markup = structuredData ? trusted(`<script type="application/ld+json">${jsonLdText(structuredData)}</script>`) : '';
  return html`<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>${markup}</head>
<body style="margin:0;padding:0;background:#faf7f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f1b16">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-family:Georgia,serif;font-size:20px;font-weight:600">${venueName}</p>
<div style="background:#ffffff;border:1px solid #e2d9cc;border-radius:16px;padding:24px">
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#6b6158">${footer}</p>
</div>
</body>
</html>`.value;
}
