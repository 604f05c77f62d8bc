import { UNSAFE_createMemoryHistory } from 'react-router';
import { createBlockingHistory, crossesSecretBoundary, isSecretAddress, knowRowOfPath, rowOfPath } from '../src';

describe('addresses that carry a guest secret', () => {
  it.each([
    '/reserve/abcdefghijklmnopqrstuv/edit',
    '/reserve/abcdefghijklmnopqrstuv/edit/confirm',
    '/reserve/abcdefghijklmnopqrstuv/edit/error',
    '/reserve/abcdefghijklmnopqrstuv/authenticate',
    '/frontpage/giftcard/stripe/fp1',
    '/frontpage/giftcard/stripe/error/fp1',
    '/frontpage/giftcard/create/fp1',
    '/frontpage/giftcard/create/error/fp1',
    '/frontpage/giftcard/purchaseconfirmation/fp1',
    '/promo/vendemmia/0b6c1f',
    '/frontpage/promo/vendemmia/0b6c1f',
  ])('%s is secret', (path) => expect(isSecretAddress(path)).toBe(true));

  it.each([
    '/welcome',
    '/reserve',
    '/reserve/confirmed',
    '/reserve/find',
    '/r/degustazioni',
    '/frontpage/giftcards',
    '/frontpage/giftcard/7',
    '/frontpage/giftcard/checkout/7',
    '/promo/vendemmia',
    '/promo/vendemmia/confirm',
    '/promo/vendemmia/duplicate',
    '/nothing/here',
  ])('%s is not', (path) => expect(isSecretAddress(path)).toBe(false));

  it('crosses the boundary between the two kinds only', () => {
    expect(crossesSecretBoundary('/reserve', '/reserve/abcdefghijklmnopqrstuv/edit')).toBe(true);
    expect(crossesSecretBoundary('/frontpage/giftcard/purchaseconfirmation/fp1', '/frontpage/giftcards')).toBe(true);
    expect(crossesSecretBoundary('/reserve/h/edit', '/reserve/h/edit/confirm')).toBe(false);
    expect(crossesSecretBoundary('/welcome', '/reserve')).toBe(false);
  });
});

describe('a history with a document boundary', () => {
  const loaded: Array<[string, boolean]> = [];
  beforeEach(() => void loaded.splice(0));

  const historyAt = (path: string) =>
    createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }), {
      newDocumentBetween: crossesSecretBoundary,
      loadDocument: (href, replace) => loaded.push([href, replace]),
    });

  it('loads a new document across it, carrying no state, and stays where it was', () => {
    const history = historyAt('/reserve/confirmed');
    history.push('/reserve/abcdefghijklmnopqrstuv/edit', { secret: 'x' });
    expect(history.location.pathname).toBe('/reserve/confirmed');
    history.replace('/promo/vendemmia/0b6c1f');
    expect(loaded).toEqual([
      ['/reserve/abcdefghijklmnopqrstuv/edit', false],
      ['/promo/vendemmia/0b6c1f', true],
    ]);
  });

  it('moves within the document on either side of it', () => {
    const history = historyAt('/reserve/abcdefghijklmnopqrstuv/edit');
    history.push('/reserve/abcdefghijklmnopqrstuv/edit/confirm', { changed: true });
    expect(history.location.pathname).toBe('/reserve/abcdefghijklmnopqrstuv/edit/confirm');
    expect(history.location.state).toEqual({ changed: true });
    expect(loaded).toEqual([]);
  });
});

describe('the row the server rendered a page with (BootData.route)', () => {
  it('is taken for its path: the first view matches no table', () => {
    // The table would rank the static `duplicate` first; the row named is the one kept.
    knowRowOfPath('/promo/vendemmia/duplicate', 'promo/:urlName/:id');
    expect(rowOfPath('/promo/vendemmia/duplicate')).toMatchObject({ page: 'PromoCode', secret: true });
  });

  it('is refused for a path its pattern does not match, or one a secret row matches: a secret address stays secret', () => {
    knowRowOfPath('/reserve/abcdefghijklmnopqrstuw/edit', 'welcome');
    knowRowOfPath('/reserve/abcdefghijklmnopqrstuw/edit', '*');
    knowRowOfPath('/promo/vendemmia/0b6c1e', 'no/such/row');
    knowRowOfPath('/promo/vendemmia/0b6c1e', '*');
    expect(isSecretAddress('/reserve/abcdefghijklmnopqrstuw/edit')).toBe(true);
    expect(isSecretAddress('/promo/vendemmia/0b6c1e')).toBe(true);
  });
});
