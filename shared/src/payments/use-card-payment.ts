/**
 * The card payment's state, for either gateway: the payments config, then (Stripe) Stripe.js
 * and the Payment Element, or (demo) the TEST MODE card form; confirm; the outcome. CardPayment
 * renders it; a feature with its own layout can use the hook directly.
 */
import type { StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CardPaymentError, isRecoverable } from './card-payment-error';
import { type ConfirmOutcome, outcomeOfDemo } from './confirm-outcome';
import { type DemoCardDetails, demoAuthenticate, demoConfirm } from './demo-payments-api';
import { confirmWithStripe } from './stripe-confirm';
import { elementsAppearance } from './stripe-appearance';
import { usePaymentsConfig } from './use-payments-config';
import { useStripeJs } from './use-stripe-js';
import { isApiError, currentLanguage } from '@venue/shared';

export interface CardPaymentSuccess {
  intentId: string;
  /** `processing`: the provider confirms later (the feature waits for the event). */
  status: 'succeeded' | 'processing';
}

export interface UseCardPaymentOptions {
  /** `payment`: a PaymentIntent's client secret; `setup`: a SetupIntent's (save a card). */
  mode: 'payment' | 'setup';
  clientSecret: string;
  /** Confirm with this saved card instead of a new one (the guest back after authentication_required). */
  paymentMethod?: string;
  /** Where a redirect-based method returns (default: this page). */
  returnUrl?: string;
  onSuccess?: (result: CardPaymentSuccess) => void;
  onError?: (error: CardPaymentError) => void;
}

export type CardPaymentPhase = 'loading' | 'ready' | 'submitting' | 'authenticating' | 'succeeded' | 'failed';

export interface CardPaymentState {
  phase: CardPaymentPhase;
  gateway?: 'stripe' | 'demo';
  testMode: boolean;
  /** The error to show: on the form when `phase` is ready, instead of it when failed. */
  error: CardPaymentError | null;
  /** Demo card form: fields the server found invalid (cardNumber, expiry, cvc). */
  fieldErrors: Record<string, string>;
  /** Ref for the Payment Element's container (Stripe, when no saved card is given). */
  elementRef: (node: HTMLElement | null) => void;
  /** Pays (or saves): demo needs the typed card unless a saved card was given. */
  submit(card?: DemoCardDetails): Promise<void>;
  /** Demo: the cardholder's answer in the test bank's authentication window. */
  authenticate(approve: boolean): Promise<void>;
  /** Retries what failed (the config, Stripe.js) without a page reload. */
  retry(): void;
}

export function useCardPayment(options: UseCardPaymentOptions): CardPaymentState {
  const { mode, clientSecret, paymentMethod } = options;
  const latest = useRef(options);
  latest.current = options;

  const payments = usePaymentsConfig();
  const config = payments.config;
  const keyMissing = config?.gateway === 'stripe' && !config.publishableKey;
  const stripeJs = useStripeJs(config?.gateway === 'stripe' ? config.publishableKey : undefined, currentLanguage());
  const { stripe } = stripeJs;

  const [node, setNode] = useState<HTMLElement | null>(null);
  const [elementReady, setElementReady] = useState(false);
  const elementsRef = useRef<StripeElements | undefined>(undefined);
  const [busy, setBusy] = useState<'submitting' | 'authenticating' | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<CardPaymentError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submitting = useRef(false);

  // The Payment Element, mounted once Stripe.js and its container are both there.
  useEffect(() => {
    if (!stripe || !node || paymentMethod) return;
    const elements = stripe.elements({ clientSecret, locale: currentLanguage(), appearance: elementsAppearance() });
    const element: StripePaymentElement = elements.create('payment', {
      layout: 'tabs',
      // Apple Pay / Google Pay when the visitor's browser offers them.
      wallets: { applePay: 'auto', googlePay: 'auto' },
    });
    element.on('ready', () => setElementReady(true));
    element.on('loaderror', () => setError({ kind: 'default' }));
    element.mount(node);
    elementsRef.current = elements;
    return () => {
      elementsRef.current = undefined;
      setElementReady(false);
      element.destroy();
    };
  }, [stripe, node, clientSecret, paymentMethod]);

  const finish = useCallback((outcome: ConfirmOutcome) => {
    if (outcome.type === 'success') {
      setDone(true);
      setError(null);
      latest.current.onSuccess?.({ intentId: outcome.intentId, status: outcome.status });
    } else if (outcome.type === 'requires_action') {
      setBusy('authenticating');
      return;
    } else if (outcome.type === 'error') {
      setError(outcome.error);
      latest.current.onError?.(outcome.error);
    }
    setBusy(null);
  }, []);

  const failWith = useCallback(
    (err: unknown) => {
      if (isApiError(err) && err.code === 'INVALID_PAYLOAD' && err.fields) {
        setFieldErrors(err.fields);
        setBusy(null);
        return;
      }
      finish({ type: 'error', error: fromApiError(err) });
    },
    [finish],
  );

  const submit = useCallback(
    async (card?: DemoCardDetails) => {
      if (submitting.current || done) return;
      submitting.current = true;
      setBusy('submitting');
      setError(null);
      setFieldErrors({});
      try {
        const returnUrl = latest.current.returnUrl ?? window.location.href;
        if (config?.gateway === 'stripe' && stripe) {
          finish(await confirmWithStripe(stripe, { mode, clientSecret, elements: elementsRef.current, paymentMethod, returnUrl }));
        } else if (config?.gateway === 'demo') {
          finish(outcomeOfDemo(await demoConfirm(clientSecret, paymentMethod ? { paymentMethod } : (card ?? { cardNumber: '', expiry: '', cvc: '' }))));
        }
      } catch (err) {
        failWith(err);
      } finally {
        submitting.current = false;
      }
    },
    [config, stripe, mode, clientSecret, paymentMethod, done, finish, failWith],
  );

  const authenticate = useCallback(
    async (approve: boolean) => {
      setBusy('submitting');
      try {
        finish(outcomeOfDemo(await demoAuthenticate(clientSecret, approve)));
      } catch (err) {
        failWith(err);
      }
    },
    [clientSecret, finish, failWith],
  );

  const retry = useCallback(() => {
    if (payments.failed) payments.retry();
    else if (stripeJs.failed) stripeJs.retry();
    setError(null);
  }, [payments, stripeJs]);

  const fatal: CardPaymentError | null = payments.failed
    ? { kind: 'default' }
    : keyMissing
      ? { kind: 'internal' }
      : stripeJs.failed
        ? { kind: 'scriptFailed' }
        : error && !isRecoverable(error)
          ? error
          : null;
  const loading = !config || (config.gateway === 'stripe' && (!stripe || (!paymentMethod && !elementReady)));
  const phase: CardPaymentPhase = done ? 'succeeded' : fatal ? 'failed' : (busy ?? (loading ? 'loading' : 'ready'));

  return {
    phase,
    gateway: config?.gateway,
    testMode: config?.testMode ?? false,
    error: fatal ?? error,
    fieldErrors,
    elementRef: setNode,
    submit,
    authenticate,
    retry,
  };
}

/** An error of the demo gateway's calls (our API). */
export function fromApiError(err: unknown): CardPaymentError {
  if (isApiError(err) && err.code === 'PAYMENT_NOT_FOUND') return { kind: 'notFound' };
  return { kind: 'default' };
}
