import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ApiError, i18n } from '../../src';
import { EmailField, useSendToAddress } from '../../src/forms';

beforeAll(() => {
  i18n.addResourceBundle('it', 'sendTest', { tryIn: 'Riprova tra {{count}} secondi' });
  i18n.addResourceBundle('en', 'sendTest', { tryIn: 'Try again in {{count}} seconds' });
});
afterEach(() => act(() => i18n.changeLanguage('it')));

function Form({ send }: { send: (email: string) => Promise<string> }) {
  const { t } = useTranslation('sendTest');
  const form = useSendToAddress(send, t, 'tryIn');
  if (form.sentTo) return <p role="status">sent to {form.sentTo}</p>;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <EmailField label="E-mail" value={form.email} onChange={form.setEmail} error={form.fieldError} />
      {form.error ? <p role="alert">{form.error}</p> : null}
      <button type="submit" disabled={form.busy}>
        send
      </button>
    </form>
  );
}

const submitWith = async (address: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: address } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'send' })));
};

test('a wrong address is refused in the field, and nothing is sent', async () => {
  const sent: string[] = [];
  render(<Form send={async (e) => (sent.push(e), e)} />);
  await submitWith('not-an-address');
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('sent: the trimmed address goes to the API and the answer names it', async () => {
  const sent: string[] = [];
  render(<Form send={async (e) => (sent.push(e), e)} />);
  await submitWith('  guest@example.com ');
  expect(sent).toEqual(['guest@example.com']);
  expect(screen.getByRole('status')).toHaveTextContent('sent to guest@example.com');
});

test('rate limited: the wait in the visitor language; another refusal: its translated message', async () => {
  await act(() => i18n.changeLanguage('en'));
  let answer: ApiError = new ApiError('RATE_LIMITED', 'slow down', { httpStatus: 429, retryAfter: 42 });
  render(
    <Form
      send={async () => {
        throw answer;
      }}
    />,
  );
  await submitWith('guest@example.com');
  expect(screen.getByRole('alert')).toHaveTextContent('Try again in 42 seconds');
  answer = new ApiError('NETWORK', 'offline');
  await submitWith('guest@example.com');
  expect(screen.getByRole('alert')).not.toHaveTextContent('42');
  expect(screen.getByRole('alert').textContent).not.toBe('');
  expect(screen.getByRole('button', { name: 'send' })).toBeEnabled();
});
