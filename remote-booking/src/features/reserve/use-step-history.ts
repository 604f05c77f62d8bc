/**
 * Each step of the flow is a browser history entry (the step rides in the entry's state, so the
 * URL and the leave guard stay as they are): Back goes one step back with every choice kept,
 * Forward comes again. A new step pushes an entry; an entry the visitor returns to sets the step.
 * The first screen's entry is the first step's (reserve-page.tsx rewrites an arrival's); the
 * step the flow starts on is a new one.
 */
import { useLocation, useNavigate } from '@venue/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { StepId } from './flow-state';

interface StepHistory {
  step: StepId;
  /** The flow is leaving for its end page: no entry is made or followed any more. */
  done: boolean;
  /** The steps the current choices give: an entry's step no longer among them is not returned to. */
  steps: StepId[];
  goTo: (step: StepId) => void;
}

/** The step an entry holds: react-router keeps the state given to `navigate` under `usr`. */
function stepOfEntry(state: unknown): StepId {
  return ((state as { usr?: { reserveStep?: StepId } } | null)?.usr?.reserveStep ?? 'people') as StepId;
}

export function useStepHistory({ step, done, steps, goTo }: StepHistory): void {
  const routerLocation = useLocation();
  const navigate = useNavigate();

  // Pushed in the commit that shows the step, not after it: a Back pressed the moment a step
  // shows must leave that step's entry, not the one before it (the step would then stay). The
  // browser's current entry decides, not the router's location, which may not have caught up.
  useLayoutEffect(() => {
    if (done || stepOfEntry(window.history.state) === step) return;
    navigate({ pathname: routerLocation.pathname, search: routerLocation.search }, { state: { reserveStep: step } });
  }, [step]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new step makes an entry (a history move changes the entry, not the step)

  // An entry the visitor returns to sets the step. Read from the browser's popstate, not from the
  // router's location: the router renders a push and a Back that follows it at once as one update
  // whose location did not change, and the step would stay where the visitor left it.
  const flowNow = { done, step, steps, goTo, path: routerLocation.pathname + routerLocation.search };
  const latest = useRef(flowNow);
  useLayoutEffect(() => {
    latest.current = flowNow;
  });
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const flow = latest.current;
      // Another page's entry (leaving the flow, perhaps held by the leave guard) is not a step.
      if (flow.done || window.location.pathname + window.location.search !== flow.path) return;
      const entry = stepOfEntry(event.state);
      if (entry !== flow.step && flow.steps.includes(entry)) flow.goTo(entry);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
