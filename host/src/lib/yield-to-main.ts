/**
 * Ends the current task, so the browser can paint and answer a tap before the next piece of
 * start-up work. A page's start-up is a chain of promise callbacks that would otherwise run as
 * one task: on a phone, one long task of module evaluation, boot data and hydration, which is
 * what Total Blocking Time counts. `scheduler.yield()` (Chromium 129+) resumes before other
 * queued work; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
