import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { AppRouter, Link, createBlockingHistory, useLocation } from '../src';

// The site's Link is react-router's click handler on a plain <a> (src/router/link.tsx): which
// clicks the page takes from the browser is react-router's rule, and every page relies on it.

function Where() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state ?? null)}`}</p>;
}

function setup() {
  const memory = UNSAFE_createMemoryHistory({ initialEntries: ['/welcome'], v5Compat: true });
  render(
    <AppRouter history={createBlockingHistory(memory)}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <Link to="/reserve" state={{ from: 'welcome' }}>
                Book
              </Link>
              <Link to="/frontpage/giftcards" replace>
                Gift cards
              </Link>
              <Link to="/promo/summer" target="_blank">
                Summer
              </Link>
            </>
          }
        />
      </Routes>
    </AppRouter>,
  );
  return memory;
}

/** Clicks a link; whether the page handled it (else the browser would follow the href). */
const click = async (name: string, init: MouseEventInit = {}) => {
  let handledByThePage = false;
  // After React's handler (the event reaches the document last), and before jsdom would load the
  // address, which it cannot.
  const seeWhoHandledIt = (event: Event) => {
    handledByThePage = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', seeWhoHandledIt);
  try {
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name }), init);
    });
  } finally {
    document.removeEventListener('click', seeWhoHandledIt);
  }
  return { leftToTheBrowser: !handledByThePage };
};

describe('Link', () => {
  it('names the address in its href, for a new tab or a crawler', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/reserve');
  });

  it('navigates in the page on a plain click, with the state it carries, and adds a history entry', async () => {
    const history = setup();
    expect(await click('Book')).toEqual({ leftToTheBrowser: false });
    expect(screen.getByTestId('where')).toHaveTextContent('/reserve {"from":"welcome"}');
    expect(history.index).toBe(1);
  });

  it('replaces the entry when told to: Back skips the page it came from', async () => {
    const history = setup();
    await click('Gift cards');
    expect(screen.getByTestId('where')).toHaveTextContent('/frontpage/giftcards');
    expect(history.index).toBe(0);
  });

  it('leaves a modified click (new tab, new window) and a link to another tab to the browser', async () => {
    setup();
    expect(await click('Book', { ctrlKey: true })).toEqual({ leftToTheBrowser: true });
    expect(await click('Book', { metaKey: true })).toEqual({ leftToTheBrowser: true });
    expect(await click('Book', { shiftKey: true })).toEqual({ leftToTheBrowser: true });
    expect(await click('Summer')).toEqual({ leftToTheBrowser: true });
    expect(screen.getByTestId('where')).toHaveTextContent('/welcome');
  });
});
