// Where a page keeps the federation runtimes lent to its remotes, by runtime key
// (webpack/federation-runtime-key.cjs; `__FEDERATION_RUNTIME_KEY__` is this build's): the host's,
// and the copy a remote built against another runtime brings (its runtime file, loaded before its
// entry by host/src/federation/federation-runtime.ts, which reads this same global).
export const RUNTIMES_GLOBAL = '_VENUE_FEDERATION_RUNTIMES';

/** Lends this build's runtime under its key, unless the page holds one there already (the host's comes first). */
export function lendRuntime(global, runtime) {
  const runtimes = global[RUNTIMES_GLOBAL] || (global[RUNTIMES_GLOBAL] = {});
  if (!runtimes[__FEDERATION_RUNTIME_KEY__]) runtimes[__FEDERATION_RUNTIME_KEY__] = runtime;
}

/** The runtime the page holds under this build's key; a remote's entry cannot start without it. */
export function borrowedRuntime() {
  const runtime = globalThis[RUNTIMES_GLOBAL]?.[__FEDERATION_RUNTIME_KEY__];
  if (!runtime) throw new Error(`No federation runtime ${__FEDERATION_RUNTIME_KEY__}`);
  return runtime;
}
