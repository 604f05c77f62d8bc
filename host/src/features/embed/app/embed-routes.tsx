import { useEffect } from 'react';
import { Navigate, Outlet, loadNavigationData, routesOf, useLocation, type RouteObject } from '@venue/shared';
import { RemotePage } from '../../../federation/remote-page';
import { OffSitePage } from './off-site-page';

/** Where the widget starts: the booking flow, as /reserve shows it on this site. */
export const EMBED_START = '/reserve';

/** Spec section 2, as the host's layout does: services and experiences on every navigation (no-ops once loaded). */
function NavigationData() {
  const { pathname } = useLocation();
  useEffect(() => void loadNavigationData(), [pathname]);
  return <Outlet />;
}

/**
 * The widget's routes: the booking remote's guest pages (the flow, its end pages, a booking
 * module, finding a booking; not a booking's own pages), each loaded through module federation like on the site; any other
 * address opens on the site (OffSitePage). No venue header or footer, no document title.
 */
export function embedRoutes(site: { origin: string; venue: string }): RouteObject[] {
  // Not a page whose address carries a secret: the history opens those on the site (embed-app.tsx).
  const booking = routesOf('booking').filter((row) => row.layout === 'home' && !row.secret);
  return [
    {
      path: '/',
      element: <NavigationData />,
      children: [
        { index: true, element: <Navigate to={EMBED_START} replace /> },
        ...booking.map((row) => ({ path: row.path, element: <RemotePage key={row.page} remote="booking" page={row.page} /> })),
        { path: '*', element: <OffSitePage {...site} /> },
      ],
    },
  ];
}
