/**
 * Stripe.js for Playwright: `https://js.stripe.com/**` answers a small script that defines
 * `window.Stripe` (version 'endive', what @stripe/stripe-js 10 expects) with what CardPayment
 * uses: elements(), create('payment'), mount, on('ready'/'change'), confirmPayment and
 * confirmSetup (redirect 'if_required'; a saved card with `clientSecret` and `confirmParams.payment_method`),
 * handleNextAction, plus the createToken / createPaymentMethod / confirmCardPayment that
 * @stripe/react-stripe-js checks for. Like the real one, it calls
 * `https://api.stripe.com` with the publishable key and the client secret; the page routes
 * those calls to the fake Stripe server (server/test/support/fake-stripe.ts) when one is given.
 * The bank's 3-D Secure window is answered by `authentication` (approve by default).
 */
import type { Page, Route } from '@playwright/test';

export interface StripeStubOptions {
  /** Base URL of a fake Stripe API (FakeStripe.url); without it api.stripe.com stays unreachable. */
  stripeApi?: string;
  /** How many loads of Stripe.js fail before it loads ('script failed to start'); Infinity: all. */
  failLoads?: number;
  /** What the cardholder does in the bank's authentication window. */
  authentication?: 'approve' | 'deny';
}

export interface StripeStub {
  /** Stripe.js loads answered (served or aborted). */
  readonly loads: number;
  /** Makes the next `n` loads fail (a retry test). */
  failNextLoads(n: number): void;
  /** Calls the page made to api.stripe.com, in order. */
  readonly apiCalls: Array<{ method: string; path: string }>;
}

/** Test card numbers -> Stripe's test PaymentMethods (the same behaviours as the demo gateway's). */
export const STUB_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000002500003155': 'pm_card_authenticationRequiredOnSetup',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000000000000341': 'pm_card_chargeCustomerFail',
};

/** The browser side, as a string: plain ES2017 for any page. */
export function stripeStubScript(authentication: 'approve' | 'deny' = 'approve'): string {
  return `(() => {
  const CARDS = ${JSON.stringify(STUB_CARDS)};
  const AUTHENTICATION = ${JSON.stringify(authentication)};
  const intentPath = (secret) => {
    const id = String(secret).split('_secret_')[0];
    return (id.startsWith('seti_') ? '/v1/setup_intents/' : '/v1/payment_intents/') + id;
  };
  async function api(pk, path, params) {
    const res = await fetch('https://api.stripe.com' + path, {
      method: 'POST',
      headers: { Authorization: 'Bearer ' + pk, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    return { status: res.status, json: await res.json() };
  }

  function createElement(type, group) {
    const listeners = {};
    const emit = (event, payload) => (listeners[event] || []).forEach((cb) => cb(payload));
    let wrap = null;
    let input = null;
    const digits = () => (input ? input.value.replace(/[\\s-]/g, '') : '');
    const element = {
      mount(target) {
        const root = typeof target === 'string' ? document.querySelector(target) : target;
        wrap = document.createElement('div');
        wrap.setAttribute('data-testid', 'stripe-stub-element');
        wrap.innerHTML = '<label>Card number (Stripe test stub) <input name="stub-card" autocomplete="cc-number" inputmode="numeric"></label>';
        root.appendChild(wrap);
        input = wrap.querySelector('input');
        input.addEventListener('input', () => emit('change', { elementType: type, empty: !digits(), complete: digits().length >= 12 }));
        setTimeout(() => emit('ready', { elementType: type }), 0);
      },
      on(event, cb) { (listeners[event] = listeners[event] || []).push(cb); return element; },
      off(event, cb) { listeners[event] = (listeners[event] || []).filter((h) => h !== cb); return element; },
      update() {}, focus() {}, blur() {}, clear() { if (input) input.value = ''; }, collapse() {},
      unmount() { if (wrap && wrap.parentNode) wrap.parentNode.removeChild(wrap); },
      destroy() { element.unmount(); group._element = null; },
      _card: digits,
    };
    return element;
  }

  async function confirm(stripe, kind, options) {
    const secret = options.clientSecret || (options.elements && options.elements._clientSecret);
    let pm = options.confirmParams && options.confirmParams.payment_method;
    if (!pm) {
      const card = options.elements && options.elements._element ? options.elements._element._card() : '';
      if (card.length < 12) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
      pm = CARDS[card] || 'pm_card_chargeDeclined';
    }
    const path = intentPath(secret);
    let res = await api(stripe._pk, path + '/confirm', { client_secret: secret, payment_method: pm });
    if (res.status < 400 && res.json.status === 'requires_action') {
      res = await api(stripe._pk, path + '/stub_authenticate', { client_secret: secret, approve: String(AUTHENTICATION === 'approve') });
    }
    if (res.status >= 400) return { error: res.json.error };
    return kind === 'payment' ? { paymentIntent: res.json } : { setupIntent: res.json };
  }

  function Stripe(pk, options) {
    if (!(this instanceof Stripe)) return new Stripe(pk, options);
    this._pk = pk;
    this._options = options || {};
  }
  Stripe.version = 'endive';
  Stripe.prototype.elements = function (options) {
    const group = {
      _clientSecret: options && options.clientSecret,
      _element: null,
      create(type) { group._element = createElement(type, group); return group._element; },
      getElement() { return group._element; },
      submit() { return Promise.resolve({}); },
      fetchUpdates() { return Promise.resolve({}); },
      update() {},
    };
    return group;
  };
  Stripe.prototype.confirmPayment = function (options) { return confirm(this, 'payment', options); };
  Stripe.prototype.confirmSetup = function (options) { return confirm(this, 'setup', options); };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    const pm = data && typeof data.payment_method === 'string' ? data.payment_method : 'pm_card_visa';
    return confirm(this, 'payment', { clientSecret, confirmParams: { payment_method: pm } });
  };
  // The bank's check of an intent the server confirmed (status requires_action), as Stripe.js does it.
  Stripe.prototype.handleNextAction = async function (options) {
    const secret = options && options.clientSecret;
    const res = await api(this._pk, intentPath(secret) + '/stub_authenticate', { client_secret: secret, approve: String(AUTHENTICATION === 'approve') });
    if (res.status >= 400) return { error: res.json.error };
    return res.json.object === 'setup_intent' ? { setupIntent: res.json } : { paymentIntent: res.json };
  };
  Stripe.prototype.createToken = function () { return Promise.resolve({ token: { id: 'tok_visa', object: 'token' } }); };
  Stripe.prototype.createPaymentMethod = function () { return Promise.resolve({ paymentMethod: { id: 'pm_card_visa', object: 'payment_method' } }); };
  Stripe.prototype._registerWrapper = function () {};
  window.Stripe = Stripe;
})();
`;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Routes Stripe.js to the stub (or aborts it) and api.stripe.com to the fake Stripe server. */
export async function installStripeJsStub(page: Page, options: StripeStubOptions = {}): Promise<StripeStub> {
  let failing = options.failLoads ?? 0;
  let loads = 0;
  const apiCalls: StripeStub['apiCalls'] = [];
  const script = stripeStubScript(options.authentication);

  await page.route('https://js.stripe.com/**', async (route: Route) => {
    loads += 1;
    if (failing > 0) {
      failing -= 1;
      return route.abort('failed');
    }
    return route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: script });
  });

  await page.route('https://api.stripe.com/**', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    apiCalls.push({ method: request.method(), path: url.pathname });
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if (!options.stripeApi) return route.abort('internetdisconnected');
    const res = await fetch(options.stripeApi + url.pathname + url.search, {
      method: request.method(),
      headers: { authorization: request.headers().authorization ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    return route.fulfill({ status: res.status, headers: { ...CORS, 'content-type': 'application/json' }, body: await res.text() });
  });

  return {
    get loads() {
      return loads;
    },
    failNextLoads(n: number) {
      failing = n;
    },
    apiCalls,
  };
}
