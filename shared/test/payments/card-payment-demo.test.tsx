/** CardPayment with the demo gateway: the TEST MODE form, the demo calls, and the section 8 texts. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_PATHS, i18n, registerPaymentTexts } from '../../src';
import { CardPayment } from '../../src/card-payment';
import { type PaymentServer, fail, ok, startPaymentServer } from './payment-test-server';

// The card form's texts in every language (the setup loads each registered namespace): the
// tests switch language at once.
registerPaymentTexts();

let api: PaymentServer;
beforeAll(async () => {
  api = await startPaymentServer();
});
afterAll(() => api.server.close());
beforeEach(async () => {
  api.reset();
  api.answers[PAYMENT_PATHS.config] = ok({ gateway: 'demo', testMode: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const SECRET = 'pi_demo_1_secret_abc';
const answer = (status: string, failure: unknown = null) => ok({ kind: 'payment_intent', intentId: 'pi_demo_1', status, failure });

async function typeCard(number: string, expiry = '12/30', cvc = '123') {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: cvc } });
}

test('TEST MODE form: the test cards are listed; 4242 pays and onSuccess gets the intent', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = answer('succeeded');
  const onSuccess = jest.fn();
  render(<CardPayment mode="payment" clientSecret={SECRET} amount={4500} currency="EUR" onSuccess={onSuccess} />);
  const banner = await screen.findByTestId('payment-test-mode');
  expect(banner).toHaveTextContent('TEST MODE');
  expect(within(banner).getByRole('list', { name: 'Test cards' })).toHaveTextContent('4242 4242 4242 4242 — payment succeeds');
  expect(banner).toHaveTextContent('4000 0000 0000 0002 — card declined');
  expect(banner).toHaveTextContent('4000 0025 0000 3155 — the bank asks for authentication');

  await typeCard('4242 4242 4242 4242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay €45.00' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Payment completed.');
  expect(onSuccess).toHaveBeenCalledWith({ intentId: 'pi_demo_1', status: 'succeeded' });
  expect(api.bodies(PAYMENT_PATHS.demoConfirm)).toEqual([{ clientSecret: SECRET, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }]);
  expect(api.server.requests[0]!.headers.authorization).toBe('Bearer fp_test_token');
});

test.each(['1229', '12 / 29', '12/2029'])('an expiry typed "%s" is accepted and sent as "12/29"', async (typed) => {
  api.answers[PAYMENT_PATHS.demoConfirm] = answer('succeeded');
  render(<CardPayment mode="payment" clientSecret={SECRET} amount={4500} currency="EUR" onSuccess={() => {}} />);
  await typeCard('4242 4242 4242 4242', typed);
  fireEvent.click(screen.getByRole('button', { name: 'Pay €45.00' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Payment completed.');
  expect(api.bodies(PAYMENT_PATHS.demoConfirm)).toEqual([{ clientSecret: SECRET, cardNumber: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }]);
});

test('a declined card shows the bank’s reason, in English and in French; another card can be tried', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = answer('failed', { code: 'card_declined', declineCode: 'insufficient_funds' });
  const onError = jest.fn();
  render(<CardPayment mode="payment" clientSecret={SECRET} onError={onError} />);
  await typeCard('4000000000009995');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. The card has insufficient funds.');
  expect(onError).toHaveBeenCalledWith({ kind: 'declined', declineCode: 'insufficient_funds' });

  await act(() => i18n.changeLanguage('fr'));
  expect(screen.getByRole('alert')).toHaveTextContent('Votre carte a été refusée. Le solde de la carte est insuffisant.');
  expect(screen.getByText('MODE TEST')).toBeInTheDocument();

  api.answers[PAYMENT_PATHS.demoConfirm] = answer('succeeded');
  fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Paiement effectué.');
});

test('a card that needs authentication opens the test bank window; confirming pays', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = answer('requires_action');
  api.answers[PAYMENT_PATHS.demoAuthenticate] = answer('succeeded');
  const onSuccess = jest.fn();
  render(<CardPayment mode="payment" clientSecret={SECRET} onSuccess={onSuccess} />);
  await typeCard('4000002500003155');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test bank: authentication' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(api.bodies(PAYMENT_PATHS.demoAuthenticate)).toEqual([{ clientSecret: SECRET, result: 'approve' }]);
});

test('refusing the authentication says so, and the form stays', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = answer('requires_action');
  api.answers[PAYMENT_PATHS.demoAuthenticate] = answer('failed', { code: 'payment_intent_authentication_failure', declineCode: null });
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  await typeCard('4000002500003155');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your bank could not confirm the payment. Try again or use another card.');
  expect(screen.getByLabelText('Card number')).toBeInTheDocument();
});

test('payment not found (in Italian too), without a retry', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = fail(404, 'PAYMENT_NOT_FOUND');
  render(<CardPayment mode="payment" clientSecret="pi_demo_gone_secret_x" />);
  await typeCard('4242424242424242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found.');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  await act(() => i18n.changeLanguage('it'));
  expect(screen.getByRole('alert')).toHaveTextContent('Pagamento non trovato.');
});

test('a server failure shows the default payment error, and retry brings the form back', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = fail(500, 'PAYMENT_EVENT_FAILED');
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  await typeCard('4242424242424242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error during payment. Please try again later.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
});

test('card fields are checked before sending; fields the server refuses are marked too', async () => {
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  await typeCard('4242', '13/30', '1'); // no month 13
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Expiry date')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Please check this field.')).toHaveLength(3);
  expect(api.bodies(PAYMENT_PATHS.demoConfirm)).toHaveLength(0);

  api.answers[PAYMENT_PATHS.demoConfirm] = { status: 400, json: { status: false, error: { code: 'INVALID_PAYLOAD', fields: { expiry: 'INVALID' } } } };
  await typeCard('4242424242424242', '01/20', '123');
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(screen.getByLabelText('Expiry date')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
});

test('setup mode saves a card ("Save card", then "Card saved.")', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = ok({ kind: 'setup_intent', intentId: 'seti_demo_1', status: 'succeeded', failure: null });
  render(<CardPayment mode="setup" clientSecret="seti_demo_1_secret_x" />);
  await typeCard('4242424242424242');
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Card saved.');
});

test('a saved card (guest back on-session) is confirmed without card fields', async () => {
  api.answers[PAYMENT_PATHS.demoConfirm] = answer('succeeded');
  render(<CardPayment mode="payment" clientSecret={SECRET} paymentMethod="pm_demo_7" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm the payment' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Payment completed.');
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  expect(api.bodies(PAYMENT_PATHS.demoConfirm)).toEqual([{ clientSecret: SECRET, paymentMethod: 'pm_demo_7' }]);
});

test('the payments config cannot be loaded: default error, and retry loads it', async () => {
  api.answers[PAYMENT_PATHS.config] = fail(500, 'INTERNAL');
  render(<CardPayment mode="payment" clientSecret={SECRET} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error during payment. Please try again later.');
  api.answers[PAYMENT_PATHS.config] = ok({ gateway: 'demo', testMode: true });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('payment-test-mode')).toBeInTheDocument();
});
