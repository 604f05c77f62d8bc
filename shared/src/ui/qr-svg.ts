/**
 * A QR code drawn as SVG markup (the `qrcode` library's own output: a viewBox and two paths), for
 * a page rendered on the server or data loaded with the screen. A module of its own, importing
 * nothing of the package: the route table's promo code loader draws with it (routes/route-table.ts).
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export async function renderQrSvg(value: string): Promise<string> {
  const qr = await import('qrcode');
  return qr.toString(value, { ...QR_OPTIONS, type: 'svg', color: { dark: '#000000', light: '#ffffff' } });
}
