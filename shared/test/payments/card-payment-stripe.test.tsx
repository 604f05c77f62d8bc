/**
 * CardPayment with Stripe: Stripe.js is imported and loaded only when the component mounts,
 * the Payment Element is mounted, confirm uses redirect 'if_required', and the section 8 errors
 * (key missing, script failed with a retry without reload, declines) show their texts.
 * `@stripe/stripe-js/pure` is replaced by a stand-in: jsdom runs no outside script.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Answer, type PaymentServer, ok, startPaymentServer } from './payment-test-server';

let mockImported = false;
const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => {
  mockImported = true;
  return { loadStripe: (...args: unknown[]) => mockLoadStripe(...args) };
});

// Imported after the mock is declared (jest hoists jest.mock above the imports anyway).
import { PAYMENT_PATHS, i18n, registerPaymentTexts } from '../../src';
import { CardPayment } from '../../src/card-payment';

// The card form's texts in every language (the setup loads each registered namespace): the
// tests switch language at once.
registerPaymentTexts();

function fakeStripe() {
  const listeners: Record<string, (e: unknown) => void> = {};
  const element: { on: jest.Mock; mount: jest.Mock; destroy: jest.Mock } = {
    on: jest.fn((event: string, cb: (e: unknown) => void) => {
      listeners[event] = cb;
      return element;
    }),
    mount: jest.fn(() => setTimeout(() => listeners.ready?.({ elementType: 'payment' }))),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => element) };
  return {
    elements: jest.fn(() => elements),
    confirmPayment: jest.fn(),
    confirmSetup: jest.fn(),
    element,
    group: elements,
  };
}

let api: PaymentServer;
const stripeConfig: Answer = ok({ gateway: 'stripe', publishableKey: 'pk_test_123', testMode: true });
beforeAll(async () => {
  api = await startPaymentServer();
});
afterAll(() => api.server.close());
beforeEach(async () => {
  api.reset();
  api.answers[PAYMENT_PATHS.config] = stripeConfig;
  mockLoadStripe.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const SECRET = 'pi_123_secret_abc';

test('Stripe.js is not imported until a CardPayment mounts; then loaded with the key and language', async () => {
  expect(mockImported).toBe(false);
  const stripe = fakeStripe();
  mockLoadStripe.mockResolvedValue(stripe);
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  await waitFor(() => expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'en' }));
  expect(mockImported).toBe(true);
  await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
  expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: SECRET, locale: 'en' }));
  expect(stripe.group.create).toHaveBeenCalledWith('payment', expect.objectContaining({ wallets: { applePay: 'auto', googlePay: 'auto' } }));
  expect(await screen.findByRole('button', { name: 'Pay' })).toBeEnabled();
});

test('pays with redirect "if_required" and reports the success', async () => {
  const stripe = fakeStripe();
  stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
  mockLoadStripe.mockResolvedValue(stripe);
  const onSuccess = jest.fn();
  render(<CardPayment mode="payment" clientSecret={SECRET} amount={3000} currency="CHF" returnUrl="https://site.example/back" onSuccess={onSuccess} />);
  const pay = await screen.findByRole('button', { name: /^Pay CHF\s?30\.00$/ });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ intentId: 'pi_123', status: 'succeeded' }));
  expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements: stripe.group, confirmParams: { return_url: 'https://site.example/back' }, redirect: 'if_required' });
  expect(screen.getByRole('status')).toHaveTextContent('Payment completed.');
});

test('a declined card shows the bank’s reason (English, German) and the form stays', async () => {
  const stripe = fakeStripe();
  stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', decline_code: 'expired_card', message: 'Your card has expired.' } });
  mockLoadStripe.mockResolvedValue(stripe);
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  const pay = await screen.findByRole('button', { name: 'Pay' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. The card has expired.');
  await act(() => i18n.changeLanguage('de'));
  expect(screen.getByRole('alert')).toHaveTextContent('Ihre Karte wurde abgelehnt. Die Karte ist abgelaufen.');
  expect(screen.getByRole('button', { name: 'Bezahlen' })).toBeEnabled();
});

test('a validation error is left to the Payment Element (no message of ours)', async () => {
  const stripe = fakeStripe();
  stripe.confirmPayment.mockResolvedValue({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
  mockLoadStripe.mockResolvedValue(stripe);
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  const pay = await screen.findByRole('button', { name: 'Pay' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalled());
  await waitFor(() => expect(pay).toBeEnabled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('no publishable key: "internal error", and Stripe.js is not loaded', async () => {
  api.answers[PAYMENT_PATHS.config] = ok({ gateway: 'stripe', testMode: false });
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal error: card payments are not available at the moment.');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(mockLoadStripe).not.toHaveBeenCalled();
  await act(() => i18n.changeLanguage('es'));
  expect(screen.getByRole('alert')).toHaveTextContent('Error interno');
});

test('Stripe.js fails to start: reload-or-retry text; retry loads it again without a page reload', async () => {
  mockLoadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
  const stripe = fakeStripe();
  mockLoadStripe.mockResolvedValueOnce(stripe);
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment service could not be started. Reload the page or try again later.');
  await act(() => i18n.changeLanguage('it'));
  expect(screen.getByRole('alert')).toHaveTextContent('Impossibile avviare il servizio di pagamento. Ricarica la pagina o riprova più tardi.');
  fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  await waitFor(() => expect(mockLoadStripe).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
  expect(await screen.findByRole('button', { name: 'Paga' })).toBeEnabled();
});

test('setup mode confirms the SetupIntent ("Save card")', async () => {
  const stripe = fakeStripe();
  stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
  mockLoadStripe.mockResolvedValue(stripe);
  const onSuccess = jest.fn();
  render(<CardPayment mode="setup" clientSecret="seti_1_secret_x" onSuccess={onSuccess} />);
  const save = await screen.findByRole('button', { name: 'Save card' });
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ intentId: 'seti_1', status: 'succeeded' }));
  expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ elements: stripe.group, redirect: 'if_required' }));
  expect(stripe.confirmPayment).not.toHaveBeenCalled();
});

test('a saved card is confirmed on-session with its client secret, without a Payment Element', async () => {
  const stripe = fakeStripe();
  stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_fee', status: 'succeeded' } });
  mockLoadStripe.mockResolvedValue(stripe);
  render(<CardPayment mode="payment" clientSecret="pi_fee_secret_x" paymentMethod="pm_saved" returnUrl="https://site.example/r" />);
  const confirm = await screen.findByRole('button', { name: 'Confirm the payment' });
  await waitFor(() => expect(confirm).toBeEnabled());
  fireEvent.click(confirm);
  await waitFor(() =>
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      clientSecret: 'pi_fee_secret_x',
      confirmParams: { return_url: 'https://site.example/r', payment_method: 'pm_saved' },
      redirect: 'if_required',
    }),
  );
  expect(stripe.elements).not.toHaveBeenCalled();
});

test('an intent Stripe does not know: "Payment not found."', async () => {
  const stripe = fakeStripe();
  stripe.confirmPayment.mockResolvedValue({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
  mockLoadStripe.mockResolvedValue(stripe);
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  const pay = await screen.findByRole('button', { name: 'Pay' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found.');
});
