// A page's data is its route's loader's (src/routes/page-loader.ts): the server render calls it
// once, before it renders, with the server's own reads; the page carries the answers; the
// browser hydrates from them and runs the same loader through the API client on a later visit.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  ApiError,
  API_PATHS,
  configureRuntime,
  pageAnswersOf,
  PageAnswers,
  PageAnswersContext,
  ROUTE_TABLE,
  runLoaders,
  seedPageAnswers,
  StaticRouter,
  usePageData,
  type ApiRead,
} from '../../src';
import { startTestServer, testConfig, type TestServer } from '../helpers/test-server';

const PROMO_ROW = ROUTE_TABLE.find((row) => row.page === 'Promo' && row.path === 'promo/:urlName')!;

function Screen() {
  const [state] = usePageData('promo', (data) => String((data as { titolo?: unknown }).titolo));
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}

const page = (url: string, answers?: PageAnswers) => {
  const tree = (
    <StaticRouter location={url}>
      <Screen />
    </StaticRouter>
  );
  return answers ? <PageAnswersContext value={answers}>{tree}</PageAnswersContext> : tree;
};

/** What the host's server entry does: the row's loader, once, then the render with its answers. */
async function renderOnServer(url: string, read: ApiRead): Promise<{ html: string; answers: PageAnswers }> {
  const data = await runLoaders([PROMO_ROW.loader], PROMO_ROW, url, { venue: 'cantina-aurora', language: 'it', read });
  const answers = new PageAnswers(pageAnswersOf(data));
  return { html: renderToString(page(url, answers)), answers };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(() => ({ json: { status: true, data: { titolo: 'Calice (fresh)' } } }));
  configureRuntime(testConfig(server.origin));
});
afterAll(() => server.close());

test('the server calls the row’s loader once, with the address’s parameters, and the page renders its answer', async () => {
  const calls: Parameters<ApiRead>[] = [];
  const { html, answers } = await renderOnServer('/promo/calice', async (...call) => {
    calls.push(call);
    return { titolo: 'Calice di benvenuto' };
  });
  expect(html).toContain('Calice di benvenuto');
  expect(calls).toEqual([[API_PATHS.promo, { urlName: 'calice' }]]);
  expect(answers.all()).toEqual({ promo: { status: 'ready', data: { titolo: 'Calice di benvenuto' } } });
});

test('a 404 renders the not-found state; any other failure leaves the screen to the browser', async () => {
  const missing = await renderOnServer('/promo/none', () => Promise.reject(new ApiError('NOT_FOUND', 'no', { httpStatus: 404 })));
  expect(missing.html).toContain('notFound');
  expect(missing.answers.all()).toEqual({ promo: { status: 'notFound' } });
  const failing = await renderOnServer('/promo/broken', () => Promise.reject(new ApiError('INTERNAL', 'boom', { httpStatus: 500 })));
  expect(failing.html).toContain('loading');
  expect(failing.answers.all()).toEqual({});
});

test('the browser hydrates from the answer without asking the API; the next visit runs the loader through the API client', async () => {
  const { html, answers } = await renderOnServer('/promo/calice', async () => ({ titolo: 'Calice di benvenuto' }));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  seedPageAnswers(answers.all());
  const before = server.requests.length;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(container, page('/promo/calice')));
  expect(container.textContent).toBe('Calice di benvenuto');
  expect(server.requests.length).toBe(before);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  act(() => root.unmount());

  render(page('/promo/calice'));
  expect(await screen.findByText('Calice (fresh)')).toBeInTheDocument();
  expect(server.requests.slice(before).map((r) => [r.url, r.body])).toEqual([[API_PATHS.promo, 'urlName=calice']]);
});

test('two renders at once keep their own answers: the same name holds each page’s own data', async () => {
  const [a, b] = await Promise.all([
    renderOnServer('/promo/calice', async () => ({ titolo: 'Calice' })),
    renderOnServer('/promo/aperitivo', async () => ({ titolo: 'Aperitivo' })),
  ]);
  expect([a.html, b.html]).toEqual([expect.stringContaining('Calice'), expect.stringContaining('Aperitivo')]);
  expect(a.answers.all()).toEqual({ promo: { status: 'ready', data: { titolo: 'Calice' } } });
  expect(b.answers.all()).toEqual({ promo: { status: 'ready', data: { titolo: 'Aperitivo' } } });
});
