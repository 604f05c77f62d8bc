/**
 * A pass's content as Google Wallet objects (REST resources of walletobjects v1): a gift card as
 * a giftCardObject (its balance is Google's own field), a promo code and a booking as a
 * genericObject; each with its class (one per venue and kind). The server inserts the object
 * when a guest asks for the save link, and sends it again, whole, when the thing changes
 * (google-wallet-client.ts).
 */
import type { PassContent, PassKind, PassState } from './pass-content';
import { passColors } from './pass-colors';

export type GoogleObjectType = 'giftCard' | 'generic';

const TYPE: Record<PassKind, GoogleObjectType> = { giftcard: 'giftCard', promo: 'generic', booking: 'generic' };
const STATE: Record<PassState, string> = { active: 'ACTIVE', completed: 'COMPLETED', expired: 'EXPIRED', inactive: 'INACTIVE' };

export interface GoogleObjects {
  type: GoogleObjectType;
  class: Record<string, unknown>;
  object: Record<string, unknown> & { id: string; state: string };
}

const localized = (language: string, value: string) => ({ defaultValue: { language, value } });

/** Google's ids: `<issuer>.<suffix>`, the suffix of letters, digits, '.', '_' and '-'. */
export const googleObjectId = (issuerId: string, kind: PassKind, serial: string): string => `${issuerId}.${kind}-${serial}`;
const googleClassId = (issuerId: string, venueSlug: string, kind: PassKind): string => `${issuerId}.${venueSlug}-${kind}`;

export function googleObjects(content: PassContent, issuerId: string, serial: string): GoogleObjects {
  const type = TYPE[content.kind];
  const { venue, language } = content;
  const classId = googleClassId(issuerId, venue.slug, content.kind);
  const background = passColors(venue).background;
  // An end only: a start would show a booking's pass as "not valid yet" until its hour.
  const validity = content.expiresAt ? { end: { date: content.expiresAt.toISOString() } } : null;
  const common = {
    id: googleObjectId(issuerId, content.kind, serial),
    classId,
    state: STATE[content.state],
    barcode: { type: 'QR_CODE', value: content.barcode.message, alternateText: content.barcode.altText },
    hexBackgroundColor: background,
    textModulesData: [content.primary, ...content.secondary, ...content.back]
      .filter((f) => f.value)
      .map((f) => ({ id: f.key, header: f.label || content.title, body: f.value })),
    ...(validity ? { validTimeInterval: validity } : {}),
  };
  if (type === 'giftCard') {
    const balance = content.balance!;
    return {
      type,
      class: { id: classId, issuerName: venue.name, merchantName: venue.name, reviewStatus: 'UNDER_REVIEW', hexBackgroundColor: background },
      object: {
        ...common,
        cardNumber: content.barcode.message,
        // Money in micros: minor units (two decimals in every currency here) × 10,000.
        balance: { micros: String(balance.amount * 10_000), currencyCode: balance.currency },
        balanceUpdateTime: { date: new Date().toISOString() },
      },
    };
  }
  return {
    type,
    class: { id: classId },
    object: {
      ...common,
      cardTitle: localized(language, venue.name),
      header: localized(language, content.title),
      subheader: localized(language, content.primary.label),
    },
  };
}
