// The router, as every app of the page must use it: one instance, through this federated
// package. react-router is not a federated shared library of its own, because a shared
// library is bundled whole (module federation cannot tree-shake it: ~60 KB gzipped); inside
// @venue/shared's chunk only what is re-exported here is kept. Host and remotes import the
// router from '@venue/shared', never from 'react-router-dom' (a test guards this): a second
// copy would have its own context, and `useParams` would fail under the host's router.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  StaticRouterProvider,
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { BlockerFunction, HydrationState, RouteObject, StaticHandlerContext } from 'react-router-dom';
