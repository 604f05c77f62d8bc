import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory, useNavigate } from 'react-router';
import { AppRouter, SKIP_CONFIRM_LEAVE, createBlockingHistory, i18n } from '../../src';
import { ConfirmLeave, useConfirmLeave } from '../../src/forms';

function Form() {
  const [dirty, setDirty] = useState(false);
  const dialog = useConfirmLeave(dirty);
  const navigate = useNavigate();
  return (
    <>
      <h1>Form</h1>
      <input aria-label="Name" onChange={() => setDirty(true)} />
      <Link to="/other">Other page</Link>
      <button onClick={() => navigate('/done', { state: SKIP_CONFIRM_LEAVE })}>Submit</button>
      {dialog}
    </>
  );
}

// The site's router (AppRouter and its blocking history) on a memory history instead of the
// browser's: the same blocking, with Back and Forward under the test's control.
function setup(initialEntries = ['/form']) {
  const history = createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1, v5Compat: true }));
  render(
    <AppRouter history={history}>
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="/other" element={<h1>Other</h1>} />
        <Route path="/done" element={<h1>Done</h1>} />
      </Routes>
    </AppRouter>,
  );
  return {
    state: {
      get location() {
        return history.location;
      },
    },
    history,
  };
}

beforeAll(() => i18n.changeLanguage('en'));
afterAll(() => i18n.changeLanguage('it'));

describe('useConfirmLeave', () => {
  it('lets navigation through while the form is clean', async () => {
    const router = setup();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other page' })));
    expect(router.history.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds in-app navigation while dirty and asks; Stay keeps the page', async () => {
    const router = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other page' })));
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('The data you have entered will be lost.');
    expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' })));
    expect(router.history.location.pathname).toBe('/form');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Leave proceeds with the held navigation', async () => {
    const router = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other page' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(router.history.location.pathname).toBe('/other');
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('lets the form navigate itself with SKIP_CONFIRM_LEAVE', async () => {
    const router = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(router.history.location.pathname).toBe('/done');
  });

  it('registers a beforeunload prompt only while dirty', () => {
    setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('removes the beforeunload listener on unmount', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(
      <AppRouter history={createBlockingHistory(UNSAFE_createMemoryHistory({ v5Compat: true }))}>
        <ConfirmLeave when />
      </AppRouter>,
    );
    const handler = add.mock.calls.find(([type]) => type === 'beforeunload')?.[1];
    expect(handler).toBeDefined();
    unmount();
    expect(remove).toHaveBeenCalledWith('beforeunload', handler);
  });

  it('holds Back while dirty: Stay keeps the page and its place in the history, Leave goes back', async () => {
    const router = setup(['/other', '/form']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => router.history.go(-1));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/form');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' })));
    expect(screen.getByRole('heading', { name: 'Form' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/form');

    await act(async () => router.history.go(-1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(router.history.location.pathname).toBe('/other');
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('lets Back through while the form is clean', async () => {
    const router = setup(['/other', '/form']);
    await act(async () => router.history.go(-1));
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
