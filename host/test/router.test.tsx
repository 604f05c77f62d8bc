import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { ROUTE_TABLE, changeLanguage, configureRuntime, initI18n, rowOfPath } from '@venue/shared';
import { HostRoutes, hostRoutes } from '../src/app/router';
import { registerHostTranslations } from '../src/i18n/host-resources';

const i18n = initI18n();
registerHostTranslations();

/** A guest-side page's config (no `staffSide`). */
const RUNTIME = { platformName: 'Convivio', token: 't', apiDevOrigin: 'http://127.0.0.1:9', remotes: { giftcards: '/g', booking: '/b', promo: '/p' } };

beforeAll(() => {
  // Nothing listens here: the loads fail quickly and are logged, as docs/product.md#states says.
  configureRuntime(RUNTIME);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

let current = '';
function CurrentPath() {
  current = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <HostRoutes />
        <CurrentPath />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('any other path shows the not-found page, in Italian by default, with its button to /welcome', async () => {
  await changeLanguage('it');
  renderAt('/qualcosa/che/non/esiste');
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  expect(screen.getByText("L'URL inserito non è valido. Torna alla home.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/welcome');
});

test('/ leads to /welcome', async () => {
  renderAt('/');
  await screen.findByRole('navigation');
  expect(current).toBe('/welcome');
});

test('every guest route of the table is mounted under the home layout, every staff route under the staff layout', () => {
  const [root] = hostRoutes({ staffSide: true });
  const [home, staff] = root!.children!;
  const paths = (layout: typeof home) => layout!.children!.map((r) => r.path).filter(Boolean);
  expect(paths(home)).toEqual(expect.arrayContaining(['welcome', 'reserve', 'r/:reservemodule?', 'promo/:urlName/duplicate', 'frontpage/giftcard/checkout/:id?', '*']));
  expect(paths(home)).not.toContain('staff');
  expect(paths(staff)).toEqual(['staff', 'staff/log', 'staff/promo', 'staff/giftcard', 'staff/bookings']);
});

test("on the guest origin the door page is not found: no staff sign-in where the venue's scripts run", async () => {
  await changeLanguage('en');
  renderAt('/staff');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByText('Staff token')).toBeNull();
  const [root] = hostRoutes({ staffSide: false });
  expect(root!.children!).toHaveLength(1); // the home layout alone
});

test('on the staff origin /staff is the door page', async () => {
  configureRuntime({ ...RUNTIME, staffSide: true });
  try {
    await changeLanguage('en');
    renderAt('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
  } finally {
    configureRuntime(RUNTIME);
  }
});

/** A path each row matches (its parameters filled in, its optional ones with and without), and paths near them. */
const SAMPLE_PATHS = [
  ...ROUTE_TABLE.flatMap((row) => {
    const filled = `/${row.path}`
      .replace(/\*$/, 'anything/else')
      .replace(/:(\w+)\?/g, 'opt-$1')
      .replace(/:(\w+)/g, 'val-$1');
    const without = `/${row.path}`.replace(/\/:\w+\?/g, '');
    return [filled, without, `${filled}/`, `${filled}/extra`];
  }),
  '/',
  '/reserve/find',
  '/reserve/confirmed',
  '/promo/calice/error',
  '/promo/calice/ABC123',
  '/frontpage/giftcard/checkout',
  '/frontpage/giftcard/create/error',
  '/STAFF',
  '/r',
];

test('the router given the row the path matched picks the same route as when given the whole table', () => {
  for (const staffSide of [true, false]) {
    const whole = hostRoutes({ staffSide });
    for (const path of SAMPLE_PATHS) {
      const leaf = (routes: ReturnType<typeof hostRoutes>) => {
        const route = matchRoutes(routes, path)?.at(-1)?.route;
        return route && { path: route.path, index: route.index === true };
      };
      expect({ path, staffSide, leaf: leaf(hostRoutes({ staffSide, only: rowOfPath(path) })) }).toEqual({ path, staffSide, leaf: leaf(whole) });
    }
  }
});
