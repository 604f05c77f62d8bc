// The steps after date and time, fetched apart from the flow's first screen: the guest's
// details carry the phone rules of every country (libphonenumber's metadata, large),
// the guarantee and payment the card form. One chunk, asked for as soon as the visitor makes
// their first choice (preloadLaterSteps), so it is here long before they reach it.
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

export const DetailsStep = lazyWithPreload(() =>
  import(/* webpackChunkName: "booking-later-steps" */ '../../../components/guest-details-form').then((m) => m.GuestDetailsForm),
);
export const GuaranteeStep = lazyWithPreload(() => import(/* webpackChunkName: "booking-later-steps" */ './guarantee-step').then((m) => m.GuaranteeStep));
export const SummaryStep = lazyWithPreload(() => import(/* webpackChunkName: "booking-later-steps" */ './summary-step').then((m) => m.SummaryStep));
export const PaymentStep = lazyWithPreload(() => import(/* webpackChunkName: "booking-later-steps" */ './payment-step').then((m) => m.PaymentStep));

export function preloadLaterSteps(): void {
  for (const step of [DetailsStep, GuaranteeStep, SummaryStep, PaymentStep]) void step.preload().catch(() => undefined);
}
