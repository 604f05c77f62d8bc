// The router, as every app of the page must use it: one instance, through this federated
// package. react-router is not a federated shared library of its own, because a shared
// library is bundled whole (module federation cannot tree-shake it); inside
// @venue/shared's chunk only what is re-exported here is kept. Host and remotes import the
// router from '@venue/shared', never from 'react-router' (a test guards this): a second
// copy would have its own context, and `useParams` would fail under the host's router.
//
// The declarative router (routes as elements, the browser's history) is what the site uses:
// react-router's data router (loaders, actions, fetchers) weighs a good deal more on every
// first view, and of it the site needed only navigation blocking, scroll restoration and
// error elements, which are here in a few lines each.
import * as reactRouter from 'react-router';

export { Navigate, Outlet, matchRoutes, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } from 'react-router';
export type { Location, RouteObject } from 'react-router';
export { Link } from './link';
export type { LinkProps } from './link';
export { AppRouter } from './app-router';
export { createBlockingHistory, createMemoryBlockingHistory } from './blocking-history';
export type { BlockerArgs, BlockerFunction, BlockingHistory, BlockingHistoryOptions, HeldNavigation } from './blocking-history';
export { useBlocker } from './use-blocker';
export type { Blocker } from './use-blocker';
export { ScrollRestoration } from './scroll-restoration';
export { SKIP_CONFIRM_LEAVE } from './skip-confirm-leave';
export { RouteErrorBoundary } from './route-error-boundary';

// Rendering a page to HTML happens in the server build only. The browser build compiles the
// condition to false and drops it; outside a webpack build (Jest) it is there.
export const StaticRouter: typeof reactRouter.StaticRouter =
  typeof __SERVER__ === 'undefined' || __SERVER__
    ? reactRouter.StaticRouter
    : () => {
        throw new Error('StaticRouter is for the server build only');
      };
