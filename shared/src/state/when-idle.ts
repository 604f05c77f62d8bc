/**
 * Resolves when the browser is idle (requestIdleCallback; a 1 s deadline so it still comes on a
 * page that is never idle), or after a task where the browser has no such callback: loads that
 * no screen waits for do not compete with a first view's own work.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}
