import { Suspense, lazy, useMemo } from 'react';
import {
  LoadingState,
  ROUTE_TABLE,
  Navigate,
  RouteErrorBoundary,
  getRuntimeConfig,
  rowOfPath,
  useLocation,
  useRoutes,
  type HOST_PAGES,
  type RouteObject,
  type RouteRow,
} from '@venue/shared';
import { StaffLayout, StaffLogPage, StaffScanPage } from './staff-pages';
import { HomeLayout } from '../layout/home-layout';
import { RemotePage } from '../federation/remote-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

export const WELCOME_PATH = '/welcome';

// The home page is a chunk of its own, so the remotes' pages do not download it; on /welcome the
// server names it with the page's start files (webpack/boot-files-plugin.cjs, `pages`).
const WelcomePage = lazy(() => import(/* webpackChunkName: "welcome" */ '../features/welcome/welcome-page').then((m) => ({ default: m.WelcomePage })));

/** The element of a row of the route table: the host's own page, or the remote's. */
function pageElement(row: RouteRow) {
  if (row.owner !== 'host') return <RemotePage key={`${row.owner}:${row.page}`} remote={row.owner} page={row.page} />;
  const page = row.page as (typeof HOST_PAGES)[number];
  switch (page) {
    case 'welcome':
      return (
        <Suspense fallback={<LoadingState />}>
          <WelcomePage />
        </Suspense>
      );
    case 'NotFound':
      return <NotFoundPage />;
    case 'staffScan':
      return <StaffScanPage />;
    case 'staffLog':
      return <StaffLogPage />;
  }
}

const routesOf = (rows: readonly RouteRow[]): RouteObject[] => rows.map((row) => ({ path: row.path, element: pageElement(row) }));

/**
 * The site's routes (docs/product.md#screens-and-routes): the guest pages inside the home layout at /, the door
 * page's inside the staff layout (no venue header or footer, the staff session). `staffSide`
 * false leaves the door page out: on the guest origin its addresses are not found. `only`: the
 * one row a path is known to match, mounted alone beside the index route and the not-found row.
 */
export function hostRoutes({ staffSide, only }: { staffSide: boolean; only?: RouteRow }): RouteObject[] {
  const rows = only ? ROUTE_TABLE.filter((row) => row === only || row.path === '*') : ROUTE_TABLE;
  return [
    {
      path: '/',
      children: [
        {
          element: <HomeLayout />,
          children: [{ index: true, element: <Navigate to={WELCOME_PATH} replace /> }, ...routesOf(rows.filter((row) => row.layout === 'home'))],
        },
        ...(staffSide ? [{ element: <StaffLayout />, children: routesOf(rows.filter((row) => row.layout === 'staff')) }] : []),
      ],
    },
  ];
}

/**
 * The page the address asks for. The layout itself failing shows the error variant alone (a
 * page failing shows it inside the layout: HomeLayout has its own boundary).
 */
export function HostRoutes() {
  const staffSide = getRuntimeConfig().staffSide === true;
  // The router ranks every route it is given on every render, and a page's start (hydration, a
  // tap's next page) is where that shows on a slow phone: it is given the path's own row, which
  // `rowOfPath` has matched against the whole table once (and keeps), not the table again.
  const row = rowOfPath(useLocation().pathname);
  const routes = useMemo(() => hostRoutes({ staffSide, only: row }), [staffSide, row]);
  return <RouteErrorBoundary fallback={(error) => <NotFoundPage variant="error" error={error} />}>{useRoutes(routes)}</RouteErrorBoundary>;
}
