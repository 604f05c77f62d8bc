import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApiError, beginServerAnswers, seedPageAnswers, takeServerAnswers, useApiData } from '../../src';

function Screen({ load, answerKey }: { load: () => Promise<string>; answerKey: string }) {
  const [state] = useApiData(load, [], { answerKey });
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}

const page = (load: () => Promise<string>, answerKey = 'promo/calice') => (
  <Suspense fallback={<p>fallback</p>}>
    <Screen load={load} answerKey={answerKey} />
  </Suspense>
);

/** What React's streaming renderer does: render, wait for what suspended, render again. */
async function renderOnServer(node: React.ReactElement): Promise<string> {
  renderToString(node);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(node);
}

afterEach(() => takeServerAnswers());

test('the server loads a screen’s data before its HTML, once, and hands the answer to the boot data', async () => {
  const load = jest.fn(async () => 'Calice di benvenuto');
  beginServerAnswers();
  const html = await renderOnServer(page(load));
  expect(html).toContain('Calice di benvenuto');
  expect(load).toHaveBeenCalledTimes(1);
  expect(takeServerAnswers()).toEqual({ 'promo/calice': { status: 'ready', data: 'Calice di benvenuto' } });
});

test('on the server, a 404 renders the not-found state; any other failure leaves the screen to the browser', async () => {
  beginServerAnswers();
  const missing = await renderOnServer(page(() => Promise.reject(new ApiError('PROMO_NOT_FOUND', 'no', { httpStatus: 404 })), 'promo/none'));
  expect(missing).toContain('notFound');
  const failing = await renderOnServer(page(() => Promise.reject(new ApiError('INTERNAL', 'boom', { httpStatus: 500 })), 'promo/broken'));
  expect(failing).toContain('loading');
  expect(takeServerAnswers()).toEqual({ 'promo/none': { status: 'notFound' } });
});

test('the browser hydrates from the answer without asking the API, and the next visit to the screen loads afresh', async () => {
  beginServerAnswers();
  const html = await renderOnServer(page(async () => 'Calice di benvenuto'));
  const answers = takeServerAnswers();

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  seedPageAnswers(answers);
  const load = jest.fn(async () => 'Calice (fresh)');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(container, page(load)));
  expect(container.textContent).toBe('Calice di benvenuto');
  expect(load).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  act(() => root.unmount());

  render(page(load));
  expect(await screen.findByText('Calice (fresh)')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
