import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { ConfirmLeave, SKIP_CONFIRM_LEAVE, i18n, useConfirmLeave } from '../../src';

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

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/other', element: <h1>Other</h1> },
      { path: '/done', element: <h1>Done</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => i18n.changeLanguage('en'));
afterAll(() => i18n.changeLanguage('it'));

describe('useConfirmLeave', () => {
  it('lets navigation through while the form is clean', async () => {
    const router = setup();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other page' })));
    expect(router.state.location.pathname).toBe('/other');
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
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Leave proceeds with the held navigation', async () => {
    const router = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Other page' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  });

  it('lets the form navigate itself with SKIP_CONFIRM_LEAVE', async () => {
    const router = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(router.state.location.pathname).toBe('/done');
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
    const router = createMemoryRouter([{ path: '/', element: <ConfirmLeave when /> }]);
    const { unmount } = render(<RouterProvider router={router} />);
    const handler = add.mock.calls.find(([type]) => type === 'beforeunload')?.[1];
    expect(handler).toBeDefined();
    unmount();
    expect(remove).toHaveBeenCalledWith('beforeunload', handler);
  });
});
