import { act, render, screen } from '@testing-library/react';
import { Provider, atom, createStore, useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, i18n, useTranslation } from '../src';

// What a page's state rests on, as jotai and react-i18next provide it (federated singletons: the
// host's copy serves every remote): one store per page (per server render), read on the first
// render; one i18n copy per server render, in the render's language.

const venueAtom = atom('nobody');

function Venue() {
  return <p data-testid="venue">{useAtomValue(venueAtom)}</p>;
}

function Loading() {
  const { t } = useTranslation();
  return <span data-testid="loading">{t('loading')}</span>;
}

function Page() {
  return (
    <>
      <Venue />
      <Loading />
    </>
  );
}

/** One server render: its own store, filled before the render, and its own copy of the texts. */
function serverRender(venue: string, language: string): string {
  const store = createStore();
  store.set(venueAtom, venue);
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language })}>
        <Page />
      </I18nextProvider>
    </Provider>,
  );
}

describe('a server render', () => {
  it('shows what its own store was filled with, and its own language, beside another render', () => {
    const [roma, berlin] = [serverRender('Trattoria Roma', 'it'), serverRender('Weinstube Berlin', 'de')];
    expect(roma).toContain('Trattoria Roma');
    expect(roma).toContain('Caricamento');
    expect(berlin).toContain('Weinstube Berlin');
    expect(berlin).toContain('Wird geladen');
    // The site's own instance keeps its language: a render's copy never switches it.
    expect(i18n.language).toBe('it');
  });
});

describe('the page in the browser', () => {
  function SetsVenueOnMount({ venue }: { venue: string }) {
    const setVenue = useSetAtom(venueAtom);
    // A remote's page that fills the store as it mounts, before the readers beside it subscribe.
    useLayoutEffect(() => setVenue(venue), [setVenue, venue]);
    return null;
  }

  it('a value set while the page mounts reaches the readers already drawn', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Venue />
        <SetsVenueOnMount venue="Osteria" />
      </Provider>,
    );
    expect(screen.getByTestId('venue')).toHaveTextContent('Osteria');
  });

  it('a value set outside React (a loader) reaches every reader of the page’s store', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Venue />
      </Provider>,
    );
    expect(screen.getByTestId('venue')).toHaveTextContent('nobody');
    act(() => store.set(venueAtom, 'Enoteca'));
    expect(screen.getByTestId('venue')).toHaveTextContent('Enoteca');
  });

  it('follows a language change of the site’s instance', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Loading />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('loading')).toHaveTextContent('Caricamento');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('loading')).toHaveTextContent('Loading…');
    await act(() => i18n.changeLanguage('it'));
  });
});
