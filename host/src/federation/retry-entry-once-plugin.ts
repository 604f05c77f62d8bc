import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 400;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/**
 * A passing network hiccup should not show the visitor an error: when a remote's entry
 * script fails, try once more before the error reaches the page's boundary.
 */
export function retryEntryOncePlugin(): ModuleFederationRuntimePlugin {
  const loadEntryError: LoadEntryError = ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
    delete globalLoading[uniqueKey];
    const retried = new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }));
    // The hook's type nests a promise in a promise; at run time the two flatten into one.
    return retried as unknown as ReturnType<LoadEntryError>;
  };
  return { name: 'venue-retry-entry-once', loadEntryError };
}
