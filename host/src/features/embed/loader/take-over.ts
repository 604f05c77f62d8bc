import { CONTROLS } from './first-step';

/** What the visitor touches first: the widget's code comes then, not before (docs/embedding.md). */
const FIRST_INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

const controlsOf = (area: Element): Element[] => Array.from(area.querySelectorAll(CONTROLS));

/** The server's step, answered by the loader until the widget takes over. */
export interface AnsweredStep {
  /** The widget has drawn the same step in `container`: it replaces the server's, and gets what the visitor did. */
  takeOver(container: HTMLElement): Promise<void>;
  /** The widget could not load: the venue's own link instead of the step. */
  giveUp(): void;
}

/**
 * Until the widget has loaded, the server's step answers the visitor: the first pointerdown,
 * focus, key or touch inside it calls `wake` (which loads the widget), and a click on one of its
 * controls is kept (the last one: what the step shows pressed) to be made again on the widget's
 * own control in the same place. A choice pressed meanwhile shows pressed, as the widget shows it
 * while its next step loads.
 */
export function answerStep(step: HTMLElement, wake: () => void): AnsweredStep {
  let clicked = -1;
  let waiting = true;
  const woken = () => {
    for (const type of FIRST_INTERACTIONS) step.removeEventListener(type, woken, true);
    wake();
  };
  for (const type of FIRST_INTERACTIONS) step.addEventListener(type, woken, { capture: true, passive: true });
  step.addEventListener('click', (event) => {
    const control = (event.target as Element).closest(CONTROLS);
    if (!control || !step.contains(control)) return;
    // A link opened elsewhere (a new tab or window) goes to the site as it is.
    if (control instanceof HTMLAnchorElement && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    // Once the widget is making the first choice, the step only waits to be replaced.
    if (!waiting) return;
    clicked = controlsOf(step).indexOf(control);
    if (control.hasAttribute('aria-pressed')) {
      for (const choice of Array.from(control.parentElement?.querySelectorAll('[aria-pressed]') ?? [])) choice.setAttribute('aria-pressed', 'false');
      control.setAttribute('aria-pressed', 'true');
    }
    step.setAttribute('aria-busy', 'true');
    woken();
  });
  return {
    async takeOver(container) {
      waiting = false;
      const root = step.getRootNode() as ShadowRoot;
      const focusedHere = !!root.activeElement && step.contains(root.activeElement);
      const controls = controlsOf(container);
      const target = clicked >= 0 ? (controls[clicked] as HTMLElement | undefined) : undefined;
      // The choice is made on the widget's own control while it is still hidden, and the widget
      // is shown once it has drawn what that choice leads to: the step stays, its choice pressed,
      // until then, as the widget keeps its first screen while its next step loads.
      if (target) {
        target.click();
        await whenMovedOn(container, target);
      }
      const focused = focusedHere && !target ? controlsOf(step).indexOf(root.activeElement!) : -1;
      step.remove();
      container.hidden = false;
      if (focused >= 0) (controls[focused] as HTMLElement | undefined)?.focus({ preventScroll: true });
      // Where the widget moved the focus while hidden (its step's heading), for a keyboard user.
      else if (focusedHere) container.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
    },
    giveUp() {
      waiting = false;
      step.replaceWith(document.createElement('slot'));
    },
  };
}

/**
 * Resolves once the widget has drawn its first screen in `container` (still hidden): its remote's
 * page rather than the loading state, or, without a remote area, whatever it shows instead (the
 * venue API unreachable, with its retry).
 */
export function whenDrawn(container: HTMLElement): Promise<void> {
  const drawn = () => {
    const frame = container.querySelector('[data-embed]');
    if (!frame?.firstElementChild) return false;
    const remote = frame.querySelector('[data-remote]');
    return !remote || !!remote.querySelector(':scope > :not([role="status"])');
  };
  return new Promise((resolve) => {
    if (drawn()) return resolve();
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/** Longest wait for the widget's next screen after the replayed choice: then it is shown as it is. */
const MOVE_ON_MS = 5000;

/**
 * Resolves once the choice's control has left the widget's screen, nothing in it is loading (a
 * spinner, a busy calendar) and it has not changed for two frames (a step starts its loads in
 * effects, after its first render), or after MOVE_ON_MS.
 */
function whenMovedOn(container: HTMLElement, control: Element): Promise<void> {
  const done = () => !container.contains(control) && !container.querySelector('[data-remote] :is([role="status"], [aria-busy="true"])');
  return new Promise((resolve) => {
    let changes = 0;
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const changed = () => {
      const seen = ++changes;
      requestAnimationFrame(() => requestAnimationFrame(() => seen === changes && done() && finish()));
    };
    const observer = new MutationObserver(changed);
    const timer = setTimeout(finish, MOVE_ON_MS);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    changed();
  });
}
