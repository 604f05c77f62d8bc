import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';
import type { Location, To } from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: 'PUSH' | 'REPLACE' | 'POP';
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** A navigation a blocker held: the visitor decides. */
export interface HeldNavigation {
  location: Location;
  proceed(): void;
  reset(): void;
}

export interface BlockingHistoryOptions {
  /**
   * True when going between the two addresses must load a new document instead of changing
   * this one's address (the host: a page whose address carries a secret, routes/secret-address.ts).
   * Such a navigation carries no router state.
   */
  newDocumentBetween?: (fromPathname: string, toPathname: string) => boolean;
  /** How a new document is loaded (tests watch it): the browser's location by default. */
  loadDocument?: (href: string, replace: boolean) => void;
}

const loadInBrowser = (href: string, replace: boolean) => (replace ? window.location.replace(href) : window.location.assign(href));

export interface BlockingHistory extends History {
  /** While registered, `shouldBlock` may hold a navigation; `onHold` hears it held and let go. */
  block(shouldBlock: BlockerFunction, onHold: (held: HeldNavigation | null) => void): () => void;
}

/**
 * The browser's history, as react-router's declarative router drives it, with the one thing
 * only its data router had: holding a navigation (a link, `navigate`, Back or Forward) while a
 * form asks the visitor whether to leave it. The data router costs a good deal more on every
 * first view; this is the part of it the site used. `base` is for tests (a memory history).
 */
export function createBlockingHistory(base: History = UNSAFE_createBrowserHistory({ v5Compat: true }), options: BlockingHistoryOptions = {}): BlockingHistory {
  const blockers = new Map<BlockerFunction, (held: HeldNavigation | null) => void>();
  let current = base.location;
  // A Back the visitor must confirm is undone at once (history.go back the other way); that
  // second pop event, and the one that later carries out a confirmed Back, pass unexamined.
  let passPops = 0;

  function blockerOf(args: BlockerArgs): BlockerFunction | undefined {
    for (const shouldBlock of blockers.keys()) if (shouldBlock(args)) return shouldBlock;
    return undefined;
  }

  function hold(by: BlockerFunction, location: Location, go: () => void): void {
    const onHold = blockers.get(by)!;
    let settled = false;
    const settle = (andGo: boolean) => {
      if (settled) return;
      settled = true;
      blockers.get(by)?.(null);
      if (andGo) go();
    };
    onHold({ location, proceed: () => settle(true), reset: () => settle(false) });
  }

  function nextLocation(to: To, state: unknown): Location {
    const { pathname, search, hash } = base.encodeLocation(to);
    return { pathname, search, hash, state: state ?? null, key: 'held', mask: undefined } as Location;
  }

  function navigate(action: 'PUSH' | 'REPLACE', to: To, state: unknown): void {
    const location = nextLocation(to, state);
    const newDocument = options.newDocumentBetween?.(base.location.pathname, location.pathname) === true;
    const go = newDocument
      ? () => (options.loadDocument ?? loadInBrowser)(base.createHref(to), action === 'REPLACE')
      : () => (action === 'PUSH' ? base.push(to, state) : base.replace(to, state));
    const by = blockerOf({ currentLocation: current, nextLocation: location, historyAction: action });
    if (by) hold(by, location, go);
    else go();
  }

  const history = Object.create(base) as BlockingHistory;
  Object.defineProperties(history, {
    action: { get: () => base.action },
    location: { get: () => base.location },
  });
  history.push = (to, state) => navigate('PUSH', to, state);
  history.replace = (to, state) => navigate('REPLACE', to, state);
  history.listen = (listener: (update: Update) => void) =>
    base.listen((update) => {
      if (update.action === 'POP' && passPops > 0) {
        passPops -= 1;
        if (update.location.key === current.key) return; // the undo of a held Back
      } else if (update.action === 'POP' && update.delta) {
        const by = blockerOf({ currentLocation: current, nextLocation: update.location, historyAction: 'POP' });
        if (by) {
          const delta = update.delta;
          passPops += 1;
          base.go(-delta);
          hold(by, update.location, () => {
            passPops += 1;
            base.go(delta);
          });
          return;
        }
      }
      current = update.location;
      listener(update);
    });
  history.block = (shouldBlock, onHold) => {
    blockers.set(shouldBlock, onHold);
    return () => {
      blockers.delete(shouldBlock);
    };
  };
  return history;
}

/**
 * A history kept in memory, starting at `path`: a flow embedded in another site's page
 * (host/src/features/embed/) moves between its screens without changing that page's address or
 * its browser history.
 */
export function createMemoryBlockingHistory(path: string, options: BlockingHistoryOptions = {}): BlockingHistory {
  return createBlockingHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }), options);
}
