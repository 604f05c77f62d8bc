/**
 * The link's voucher (#voucher=) applied once as the payment step opens, like a code typed in
 * "Use a gift card": what it pays goes to the step, a refusal is told in the guest's language.
 * While it is asked, the card form waits (the guest would otherwise pay what the voucher pays).
 */
import { useEffect, useRef, useState } from 'react';
import { type GiftcardApplied, applyGiftcard } from '../../../api/booking-api';
import { refusedForGood, useGiftcardRefusal } from '../../../components/giftcard/giftcard-refusal';

export interface VoucherApply {
  applying: boolean;
  refusal: string | null;
}

export function useVoucherApply(o: { code: string | null; hash: string; onApplied: (applied: GiftcardApplied) => void; onRefused: () => void }): VoucherApply {
  const refusalText = useGiftcardRefusal();
  const [applying, setApplying] = useState(o.code !== null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once per opening of the step (each opening has a hold of its own), even when effects run twice.
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || o.code === null) return;
    tried.current = true;
    applyGiftcard(o.hash, o.code)
      .then(o.onApplied, (err: unknown) => {
        setRefusal(refusalText(err));
        if (refusedForGood(err)) o.onRefused();
      })
      .finally(() => setApplying(false));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- applied once, with the code and hold the step opened with
  return { applying, refusal };
}
