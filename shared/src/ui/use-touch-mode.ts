/**
 * True on devices without hover (phones, tablets): `(hover: none)`. Evaluated at event time so
 * a hybrid device follows its current input; jsdom and old browsers without matchMedia → false.
 */
export function prefersTouch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
}
