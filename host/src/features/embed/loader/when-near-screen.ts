/**
 * Calls `start` once, when the element comes within about a screen of the viewport, or when the
 * visitor points at it or focuses it first: a widget far down the page downloads nothing before
 * the visitor scrolls towards it (embed.js alone is all the page pays until then).
 */
export function whenNearScreen(element: HTMLElement, start: () => void): () => void {
  let done = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), { rootMargin: '100% 0px' });
  const stop = () => {
    observer?.disconnect();
    element.removeEventListener('pointerenter', go);
    element.removeEventListener('focusin', go);
  };
  function go() {
    if (done) return;
    done = true;
    stop();
    start();
  }
  if (!observer) {
    go();
    return stop;
  }
  observer.observe(element);
  element.addEventListener('pointerenter', go);
  element.addEventListener('focusin', go);
  return stop;
}
