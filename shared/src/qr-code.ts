// @venue/shared/qr-code: the QR code of a promotion's code or a gift card, for the pages that
// show one. Not a federated singleton: it holds no state (its texts come from '@venue/shared'),
// so each remote bundles it rather than fetching @venue/shared/forms
// for it on a page that has no form.
export { QrCode, renderQrSvg } from './ui/qr-code';
export type { QrCodeProps } from './ui/qr-code';
