/**
 * Each step of the flow is a browser history entry (the step rides in the entry's state, so the
 * URL and the leave guard stay as they are): Back goes one step back with every choice kept,
 * Forward comes again. A new step pushes an entry; an entry the visitor returns to sets the step.
 * The first screen's entry is the first step's (reserve-page.tsx rewrites an arrival's); the
 * step the flow starts on is a new one.
 */
import { useLocation, useNavigate } from '@venue/shared';
import { useEffect, useRef } from 'react';
import type { StepId } from './reserve-state';

interface StepHistory {
  step: StepId;
  /** The flow is leaving for its end page: no entry is made or followed any more. */
  done: boolean;
  /** The steps the current choices give: an entry's step no longer among them is not returned to. */
  steps: StepId[];
  goTo: (step: StepId) => void;
}

export function useStepHistory({ step, done, steps, goTo }: StepHistory): void {
  const routerLocation = useLocation();
  const navigate = useNavigate();
  const entryStep = ((routerLocation.state as { reserveStep?: StepId } | null)?.reserveStep ?? 'people') as StepId;

  useEffect(() => {
    if (done || entryStep === step) return;
    navigate({ pathname: routerLocation.pathname, search: routerLocation.search }, { state: { reserveStep: step } });
  }, [step]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new step makes an entry (a history move changes the entry, not the step)

  // An entry the visitor returns to sets the step (not the flow's own first run: its mount).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (done || entryStep === step) return;
    if (steps.includes(entryStep)) goTo(entryStep);
  }, [routerLocation.key]); // eslint-disable-line react-hooks/exhaustive-deps -- only a history move sets the step (a new step pushes its own entry)
}
