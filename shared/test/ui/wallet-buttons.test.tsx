import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { create } from 'superstruct';
import { i18n } from '../../src';
import { WalletLinksSchema } from '../../src/schemas/wallet-links';
import { WalletButtons } from '../../src/wallet-buttons';

const LINKS = {
  apple: 'https://venue.example/backend/api/wallet/apple/promo/abc.pkpass',
  google: 'https://venue.example/backend/api/wallet/google/promo/abc',
};
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const realAgent = navigator.userAgent;
const setAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

beforeEach(() => act(() => i18n.changeLanguage('it')));
afterEach(() => setAgent(realAgent));

const names = () => screen.getAllByRole('link').map((a) => a.textContent);

test('nothing without a link: no wallet, an empty one, or links the schema left empty', () => {
  const { container, rerender } = render(<WalletButtons />);
  expect(container).toBeEmptyDOMElement();
  rerender(<WalletButtons wallet={{}} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<WalletButtons wallet={create({}, WalletLinksSchema)} />);
  expect(container).toBeEmptyDOMElement();
});

test("both links in the page's language: Apple's a plain link to the pass, Google's opens beside the page", async () => {
  render(<WalletButtons wallet={LINKS} describedBy="code-1" />);
  const apple = screen.getByRole('link', { name: 'Aggiungi a Apple Wallet' });
  const google = screen.getByRole('link', { name: 'Aggiungi a Google Wallet' });
  expect(apple).toHaveAttribute('href', `${LINKS.apple}?lang=it`);
  expect(apple).not.toHaveAttribute('target');
  expect(google).toHaveAttribute('href', `${LINKS.google}?lang=it`);
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', 'noopener');
  for (const link of [apple, google]) expect(link).toHaveAttribute('aria-describedby', 'code-1');

  await act(() => i18n.changeLanguage('de'));
  expect(screen.getByRole('link', { name: 'Zu Apple Wallet hinzufügen' })).toHaveAttribute('href', `${LINKS.apple}?lang=de`);
  expect(screen.getByRole('link', { name: 'Zu Google Wallet hinzufügen' })).toHaveAttribute('href', `${LINKS.google}?lang=de`);
});

test('only the wallets the server offers; a link with a query keeps it', () => {
  render(<WalletButtons wallet={{ google: `${LINKS.google}?v=2` }} />);
  expect(names()).toEqual(['Aggiungi a Google Wallet']);
  expect(screen.getByRole('link')).toHaveAttribute('href', `${LINKS.google}?v=2&lang=it`);
});

test('Apple first, and Google first on Android when the browser draws the buttons itself', () => {
  const { unmount } = render(<WalletButtons wallet={LINKS} />);
  expect(names()).toEqual(['Aggiungi a Apple Wallet', 'Aggiungi a Google Wallet']);
  unmount();
  setAgent(ANDROID);
  render(<WalletButtons wallet={LINKS} />);
  expect(names()).toEqual(['Aggiungi a Google Wallet', 'Aggiungi a Apple Wallet']);
});

test('a page the server drew keeps its order on Android: hydration moves no button', async () => {
  setAgent(ANDROID);
  const buttons = <WalletButtons wallet={LINKS} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(buttons);
  document.body.appendChild(container);
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, buttons, { onRecoverableError: (e) => mismatches.push(e) }));
  expect(mismatches).toEqual([]);
  expect(Array.from(container.querySelectorAll('a')).map((a) => a.dataset.wallet)).toEqual(['apple', 'google']);
  act(() => root.unmount());
  container.remove();
});
