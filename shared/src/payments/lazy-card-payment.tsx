import { Suspense, lazy } from 'react';
import { LoadingState, withPaymentTexts } from '@venue/shared';
import type { CardPaymentProps } from './card-payment';

// The card form, its gateways, its confirmation flow and its texts come with the first payment
// screen, not with every page of the site (on each first view).
const CardPaymentForm = lazy(() => withPaymentTexts(() => import(/* webpackChunkName: "card-payment" */ './card-payment'))().then((m) => ({ default: m.CardPayment })));

/** The card payment (card-payment.tsx), fetched when it is first shown. */
export function CardPayment(props: CardPaymentProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <CardPaymentForm {...props} />
    </Suspense>
  );
}
