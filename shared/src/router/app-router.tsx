import { useState } from 'react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createBlockingHistory, type BlockingHistory } from './blocking-history';
import { BlockingHistoryContext } from './use-blocker';

/**
 * The router of a page in the browser (host and standalone shells): react-router's declarative
 * router on the browser's history, with navigation blocking (useBlocker) for forms.
 */
export function AppRouter({ children, history: given }: { children: ReactNode; history?: BlockingHistory }) {
  const [history] = useState(() => given ?? createBlockingHistory());
  return (
    <BlockingHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
}
