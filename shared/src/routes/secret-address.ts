import { matchPath, matchRoutes } from 'react-router';
import { ROUTE_TABLE, type RouteRow } from './route-table';

// The table's rows as absolute routes: matched as the host's router ranks them.
const ROUTES = ROUTE_TABLE.map((row) => ({ path: `/${row.path}`, row }));

/**
 * The rows of the paths already matched. `matchRoutes` ranks the whole table and compiles a
 * regular expression per row on every call, a few milliseconds on a slow phone, and a tap on a
 * link asks for its row several times (the history, the prefetch, the layout). Bounded: a server
 * sees any path a client sends.
 */
const matched = new Map<string, RouteRow | undefined>();
const MATCHED_MAX = 200;

/** The route table's row of a path. */
export function rowOfPath(pathname: string): RouteRow | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const row = (matchRoutes(ROUTES, pathname)?.at(-1)?.route as { row: RouteRow } | undefined)?.row;
  if (matched.size >= MATCHED_MAX) matched.clear();
  matched.set(pathname, row);
  return row;
}

/** Whether a row's own pattern matches a path (whatever the other rows). */
const rowMatches = (row: RouteRow, pathname: string) => matchPath({ path: `/${row.path}`, end: true }, pathname) !== null;

/**
 * The row the server matched for the page it rendered (BootData.route): a first view starts from
 * it instead of ranking the whole table again. Taken only for a path its pattern matches, and
 * never to call a path public that a secret row matches: what a page's data says cannot lift the
 * rules of a secret address.
 */
export function knowRowOfPath(pathname: string, rowPath: string | undefined): void {
  const row = ROUTE_TABLE.find((candidate) => candidate.path === rowPath);
  if (!row || !rowMatches(row, pathname)) return;
  if (!row.secret && ROUTE_TABLE.some((secret) => secret.secret && rowMatches(secret, pathname))) return;
  matched.set(pathname, row);
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
