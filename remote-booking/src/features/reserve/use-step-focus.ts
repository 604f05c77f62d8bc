/**
 * A new step moves focus to its heading once it is drawn (after a loading state too), so a
 * keyboard or screen reader user goes on from the top of the step, not from the page's start.
 */
import { useDocumentRoot } from '@venue/shared';
import { useEffect, useRef } from 'react';
import type { StepId } from './flow-state';

export function useStepFocus(step: StepId): void {
  const shownStep = useRef<StepId>('people');
  const stepToFocus = useRef<StepId | null>(null);
  // The page's document, or the embed's shadow root (where document.getElementById finds nothing).
  const root = useDocumentRoot()?.root;
  // After every render: the heading may come only once the step's code or data has arrived.
  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      stepToFocus.current = step;
    }
    const heading = stepToFocus.current ? root?.getElementById('step-title') : null;
    if (!heading) return;
    stepToFocus.current = null;
    heading.tabIndex = -1;
    heading.focus();
  });
}
