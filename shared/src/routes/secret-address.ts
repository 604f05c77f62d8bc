import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, type RouteRow } from './route-table';

// The table's rows as absolute routes: matched as the host's router ranks them.
const ROUTES = ROUTE_TABLE.map((row) => ({ path: `/${row.path}`, row }));

/** The route table's row of a path. */
export function rowOfPath(pathname: string): RouteRow | undefined {
  return (matchRoutes(ROUTES, pathname)?.at(-1)?.route as { row: RouteRow } | undefined)?.row;
}

/** Whether the page at `pathname` carries a guest's secret in its address (RouteRow.secret). */
export function isSecretAddress(pathname: string): boolean {
  return rowOfPath(pathname)?.secret === true;
}

/**
 * Whether going from one address to the other must load a new document: a page whose address
 * carries a secret never shares a document with a page that runs the venue's scripts.
 */
export function crossesSecretBoundary(fromPathname: string, toPathname: string): boolean {
  return isSecretAddress(fromPathname) !== isSecretAddress(toPathname);
}
