/**
 * The API's rate limits count in fixed windows of a wall-clock minute
 * (src/modules/rate-limits/shared-counter.ts). A test against a server on the real clock (its own
 * process) whose calls straddled a minute's turn would see them counted in two windows: such a
 * test starts its calls with at least `margin` ms left in the current minute.
 */
export async function earlyInAMinute(margin = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
