import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { LocationSchema, i18n, locationAtom } from '../../src';
import { MarketingPolicyModal, PrivacyPolicyModal } from '../../src/forms';
import { create } from 'superstruct';

function setup(node: React.ReactNode, withLocation = true) {
  const store = createStore();
  if (withLocation) {
    store.set(locationAtom, create({ privacyPolicy: { it: 'Informativa\nseconda riga', en: 'Privacy text' }, marketingPolicy: { it: 'Marketing IT' } }, LocationSchema));
  }
  return render(<Provider store={store}>{node}</Provider>);
}

afterEach(() => act(() => i18n.changeLanguage('it')));

describe('policy modals', () => {
  it('show the location privacy policy in the current language', async () => {
    await act(() => i18n.changeLanguage('en'));
    setup(<PrivacyPolicyModal open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toHaveTextContent('Privacy text');
  });

  it('fall back to Italian for a missing language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    setup(<MarketingPolicyModal open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Politique marketing' })).toHaveTextContent('Marketing IT');
  });

  it('say so when there is no text, and render nothing when closed', () => {
    const { rerender } = setup(<PrivacyPolicyModal open onClose={() => {}} />, false);
    expect(screen.getByRole('dialog')).toHaveTextContent('Il testo non è al momento disponibile.');
    rerender(
      <Provider store={createStore()}>
        <PrivacyPolicyModal open={false} onClose={() => {}} />
      </Provider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keep the text plain (no HTML injection)', () => {
    const store = createStore();
    store.set(locationAtom, create({ privacyPolicy: { it: '<img src=x onerror=alert(1)>' } }, LocationSchema));
    render(
      <Provider store={store}>
        <PrivacyPolicyModal open onClose={() => {}} />
      </Provider>,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('dialog')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
