// What the scan screen hands to a remote's staff screen: the lookup's answer and what was
// scanned or typed, in the router's navigation state, never in the address (a gift card's code
// is a bearer secret, and addresses end up in logs and histories).
import { parseWith } from '@venue/shared';
import type { Struct } from 'superstruct';
import { GiftcardDoorCodeSchema, PromoDoorCodeSchema, type DoorCode, type GiftcardDoorCode, type PromoDoorCode } from './staff-schemas';

export interface ScannedCode<C extends DoorCode = DoorCode> {
  /** What the scanner or keyboard gave: sent again to redeem. */
  data: string;
  code: C;
}

/** The navigation state of /staff/promo and /staff/giftcard. */
export const scannedState = (scanned: ScannedCode) => ({ staffScan: scanned });

/** Where a code of each kind is shown. */
export const STAFF_CODE_PATHS = { promo: '/staff/promo', giftcard: '/staff/giftcard' } as const;
export const STAFF_SCAN_PATH = '/staff';

const SCHEMAS = { promo: PromoDoorCodeSchema, giftcard: GiftcardDoorCodeSchema };

/** The scanned code of `kind` a navigation state carries, or null (opened without one: back to scan). */
export function scannedFromState(state: unknown, kind: 'promo'): ScannedCode<PromoDoorCode> | null;
export function scannedFromState(state: unknown, kind: 'giftcard'): ScannedCode<GiftcardDoorCode> | null;
export function scannedFromState(state: unknown, kind: 'promo' | 'giftcard'): ScannedCode | null {
  const scan = (state as { staffScan?: { data?: unknown; code?: unknown } } | null)?.staffScan;
  if (!scan || typeof scan.data !== 'string' || !scan.data) return null;
  const parsed = parseWith(SCHEMAS[kind] as Struct<DoorCode, unknown>, scan.code);
  return parsed.ok ? { data: scan.data, code: parsed.value } : null;
}
