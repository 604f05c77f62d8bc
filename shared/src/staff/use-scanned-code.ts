import { useEffect, useMemo } from 'react';
import { useLocation } from '@venue/shared';
import { SCAN_ANSWER_MARK, markScan } from './scan-marks';
import { scannedFromState, type ScannedCode } from './scanned-code';
import type { GiftcardDoorCode, PromoDoorCode } from './staff-schemas';

/**
 * The code the scan screen handed over (navigation state) to a code screen, or null: the
 * screen opened without one (typed address, reload in another tab) sends the staff back to scan.
 * Marks `staff-scan:answer` once the answer is on screen.
 */
export function useScannedCode(kind: 'promo'): ScannedCode<PromoDoorCode> | null;
export function useScannedCode(kind: 'giftcard'): ScannedCode<GiftcardDoorCode> | null;
export function useScannedCode(kind: 'promo' | 'giftcard'): ScannedCode | null {
  const { state } = useLocation();
  const scanned = useMemo(() => (kind === 'promo' ? scannedFromState(state, 'promo') : scannedFromState(state, 'giftcard')), [state, kind]);
  const shown = scanned !== null;
  useEffect(() => {
    if (shown) markScan(SCAN_ANSWER_MARK);
  }, [shown]);
  return scanned;
}
