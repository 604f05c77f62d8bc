/**
 * A pass's content as a signed .pkpass (passkit-generator): pass.json with the fields laid out
 * for the kind (store card, coupon, event ticket), the icons, manifest.json (SHA-1 of every file)
 * and `signature`, a detached PKCS#7 over the manifest by the pass certificate, with the WWDR
 * certificate. webServiceURL and the copy's authenticationToken let the device fetch updates.
 */
import type * as Passkit from 'passkit-generator';
import type { AppleWalletConfig } from './wallet-config';
import type { PassContent, PassKind } from './pass-content';
import { appleColor, passColors, rgbOf } from './pass-colors';
import { pngSquare } from './png-square';

const STYLE: Record<PassKind, 'storeCard' | 'coupon' | 'eventTicket'> = { giftcard: 'storeCard', promo: 'coupon', booking: 'eventTicket' };

export interface ApplePassOptions {
  apple: AppleWalletConfig;
  serial: string;
  authenticationToken: string;
  /** Where the device reaches the PassKit web service (…/backend/api/wallet/apple). */
  webServiceUrl: string;
}

export function applePass(content: PassContent, options: ApplePassOptions): Buffer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first pass: passkit-generator and node-forge are some 4 MB of heap most servers never use (docs/operations.md, "Memory")
  const { PKPass, PassType } = require('passkit-generator') as typeof Passkit;
  const colors = passColors(content.venue);
  const icon = (size: number) => pngSquare(size, rgbOf(colors.background));
  const pass = new PKPass(
    { 'icon.png': icon(29), 'icon@2x.png': icon(58), 'icon@3x.png': icon(87) },
    {
      wwdr: options.apple.wwdr,
      signerCert: options.apple.signerCert,
      signerKey: options.apple.signerKey,
      ...(options.apple.signerKeyPassphrase ? { signerKeyPassphrase: options.apple.signerKeyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: options.apple.passTypeId,
      teamIdentifier: options.apple.teamId,
      serialNumber: options.serial,
      organizationName: content.venue.name,
      description: content.description,
      logoText: content.venue.name,
      backgroundColor: appleColor(colors.background),
      foregroundColor: appleColor(colors.foreground),
      labelColor: appleColor(colors.label),
      webServiceURL: options.webServiceUrl,
      authenticationToken: options.authenticationToken,
      // No "share" in Wallet: a pass is the guest's (its token lets the copy follow the updates).
      sharingProhibited: true,
      // Used, redeemed, void, cancelled: Wallet shows the pass as void.
      ...(content.state === 'completed' || content.state === 'inactive' ? { voided: true } : {}),
    },
  );
  const type = new PassType(STYLE[content.kind]);
  type.headerFields.push({ key: 'title', label: '', value: content.title });
  type.primaryFields.push(content.primary);
  type.secondaryFields.push(...content.secondary);
  type.backFields.push(...content.back);
  pass.types.push(type);
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: content.barcode.message, messageEncoding: 'iso-8859-1', altText: content.barcode.altText });
  if (content.relevantDate) pass.setRelevantDate(content.relevantDate);
  if (content.expiresAt) pass.setExpirationDate(content.expiresAt);
  return pass.getAsBuffer();
}
