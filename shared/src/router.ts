// The router, as every app of the page must use it: one instance, through this federated
// package. react-router is not a federated shared library of its own, because a shared
// library is bundled whole (module federation cannot tree-shake it: ~60 KB gzipped); inside
// @venue/shared's chunk only what is re-exported here is kept. Host and remotes import the
// router from '@venue/shared', never from 'react-router-dom' (a test guards this): a second
// copy would have its own context, and `useParams` would fail under the host's router.
import * as reactRouter from 'react-router-dom';

export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  matchRoutes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { BlockerFunction, HydrationState, RouteObject, StaticHandlerContext } from 'react-router-dom';

// Rendering a page to HTML happens in the server build only. The browser build compiles the
// condition to false and drops these (about 3 KB gzipped of every first view); outside a
// webpack build (Jest) the full router is there.
function serverOnly<T>(name: string): T {
  return (() => {
    throw new Error(`${name} is for the server build only`);
  }) as T;
}
export const createStaticHandler: typeof reactRouter.createStaticHandler = typeof __SERVER__ === 'undefined' || __SERVER__ ? reactRouter.createStaticHandler : serverOnly('createStaticHandler');
export const createStaticRouter: typeof reactRouter.createStaticRouter = typeof __SERVER__ === 'undefined' || __SERVER__ ? reactRouter.createStaticRouter : serverOnly('createStaticRouter');
export const StaticRouterProvider: typeof reactRouter.StaticRouterProvider = typeof __SERVER__ === 'undefined' || __SERVER__ ? reactRouter.StaticRouterProvider : serverOnly('StaticRouterProvider');
