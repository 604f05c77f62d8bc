import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApiError, PageAnswers, PageAnswersContext, seedPageAnswers, useApiData } from '../../src';

function Screen({ load, answerKey }: { load: () => Promise<string>; answerKey: string }) {
  const [state] = useApiData(load, [], { answerKey });
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}

const page = (load: () => Promise<string>, answerKey = 'promo/calice') => (
  <Suspense fallback={<p>fallback</p>}>
    <Screen load={load} answerKey={answerKey} />
  </Suspense>
);

/** One server render's answers, given to its tree as the host's server entry does. */
const onServer = (answers: PageAnswers, node: React.ReactElement) => <PageAnswersContext value={answers}>{node}</PageAnswersContext>;

/** What React's streaming renderer does: render, wait for what suspended, render again. */
async function renderOnServer(node: React.ReactElement): Promise<string> {
  renderToString(node);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(node);
}

test('the server loads a screen’s data before its HTML, once, and hands the answer to the boot data', async () => {
  const load = jest.fn(async () => 'Calice di benvenuto');
  const answers = new PageAnswers(true);
  const html = await renderOnServer(onServer(answers, page(load)));
  expect(html).toContain('Calice di benvenuto');
  expect(load).toHaveBeenCalledTimes(1);
  expect(answers.all()).toEqual({ 'promo/calice': { status: 'ready', data: 'Calice di benvenuto' } });
});

test('on the server, a 404 renders the not-found state; any other failure leaves the screen to the browser', async () => {
  const answers = new PageAnswers(true);
  const missing = await renderOnServer(
    onServer(
      answers,
      page(() => Promise.reject(new ApiError('PROMO_NOT_FOUND', 'no', { httpStatus: 404 })), 'promo/none'),
    ),
  );
  expect(missing).toContain('notFound');
  const failing = await renderOnServer(
    onServer(
      answers,
      page(() => Promise.reject(new ApiError('INTERNAL', 'boom', { httpStatus: 500 })), 'promo/broken'),
    ),
  );
  expect(failing).toContain('loading');
  expect(answers.all()).toEqual({ 'promo/none': { status: 'notFound' } });
});

test('the browser hydrates from the answer without asking the API, and the next visit to the screen loads afresh', async () => {
  const server = new PageAnswers(true);
  const html = await renderOnServer(
    onServer(
      server,
      page(async () => 'Calice di benvenuto'),
    ),
  );
  const answers = server.all();

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

test('two renders at once keep their own answers: the same key holds each page’s own data', async () => {
  const first = new PageAnswers(true);
  const second = new PageAnswers(true);
  const [a, b] = await Promise.all([
    renderOnServer(
      onServer(
        first,
        page(async () => 'Calice', 'promo/x'),
      ),
    ),
    renderOnServer(
      onServer(
        second,
        page(async () => 'Aperitivo', 'promo/x'),
      ),
    ),
  ]);
  expect([a, b]).toEqual([expect.stringContaining('Calice'), expect.stringContaining('Aperitivo')]);
  expect(first.all()).toEqual({ 'promo/x': { status: 'ready', data: 'Calice' } });
  expect(second.all()).toEqual({ 'promo/x': { status: 'ready', data: 'Aperitivo' } });
});
