import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { Location } from 'react-router';
import type { BlockerFunction, BlockingHistory, HeldNavigation } from './blocking-history';

/** The page's blocking history (AppRouter); none on the server, where nothing navigates. */
export const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

export type Blocker =
  { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined } | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * react-router's useBlocker, for the declarative router: while `shouldBlock` says so, a
 * navigation is held and the blocker is 'blocked' until `proceed` or `reset`.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(() => history?.block(shouldBlock, setHeld), [history, shouldBlock]);
  return useMemo(() => (held ? { state: 'blocked', location: held.location, proceed: held.proceed, reset: held.reset } : UNBLOCKED), [held]);
}
