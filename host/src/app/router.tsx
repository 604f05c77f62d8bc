import { LoadingState, ROUTE_TABLE, createBrowserRouter, Navigate, type HydrationState, type RouteObject } from '@venue/shared';
import { HomeLayout } from '../layout/home-layout';
import { RemotePage } from '../federation/remote-page';
import { WelcomePage } from '../features/welcome/welcome-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { navigationLoader } from './navigation-loader';

export const WELCOME_PATH = '/welcome';

export function hostRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <HomeLayout />,
      // Spec section 2: on every navigation, services and experiences first (if not loaded).
      loader: navigationLoader,
      shouldRevalidate: () => true,
      // Shown while the first navigation's loads run (the location is already there).
      hydrateFallbackElement: <LoadingState />,
      errorElement: <NotFoundPage variant="error" />,
      children: [
        {
          // A page that throws shows the error variant inside the layout: the venue's header,
          // footer and language switch stay usable.
          errorElement: <NotFoundPage variant="error" />,
          children: [
            { index: true, element: <Navigate to={WELCOME_PATH} replace /> },
            { path: 'welcome', element: <WelcomePage /> },
            ...ROUTE_TABLE.map((row) => ({
              path: row.path,
              element: <RemotePage key={`${row.remote}:${row.page}`} remote={row.remote} page={row.page} />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** `hydrationData`: the server's loader data, so a hydrated page runs no loader at start. */
export const createHostRouter = (hydrationData?: HydrationState) => createBrowserRouter(hostRoutes(), hydrationData ? { hydrationData } : undefined);
