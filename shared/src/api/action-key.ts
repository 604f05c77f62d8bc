/**
 * One Idempotency-Key per visitor action (docs/api.md, "Idempotency"). The same call with the
 * same fields (the bot-check payload aside) sent again while the last try had no definite
 * answer (timeout, network, BUSY, 5xx) reuses its key, so a retry can never book twice; a
 * definite answer ends the action, and the next send is a new one.
 */
const pending = new Map<string, string>();
const IGNORED = new Set(['altcha']);

function newKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function actionOf(path: string, payload: Record<string, unknown>): string {
  const fields = Object.keys(payload)
    .filter((k) => !IGNORED.has(k) && payload[k] !== undefined && payload[k] !== null)
    .sort()
    .map((k) => [k, String(payload[k])]);
  return JSON.stringify([path, fields]);
}

/** The key for this action: the one of an unanswered earlier try, else a new one. */
export function actionKey(path: string, payload: Record<string, unknown>): { key: string; settle(definite: boolean): void } {
  const action = actionOf(path, payload);
  const key = pending.get(action) ?? newKey();
  pending.set(action, key);
  return {
    key,
    settle: (definite) => {
      if (definite) pending.delete(action);
    },
  };
}

/** No definite answer: the call may or may not have happened, so a retry must reuse the key. */
export function isIndefinite(code: string, httpStatus?: number): boolean {
  return code === 'TIMEOUT' || code === 'NETWORK' || code === 'BUSY' || code === 'RATE_LIMITED' || (httpStatus ?? 0) >= 500 || httpStatus === undefined;
}
