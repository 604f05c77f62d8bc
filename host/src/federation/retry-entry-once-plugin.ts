import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 400;

/**
 * A passing network hiccup should not show the visitor an error: when a remote's entry
 * script fails, try once more before the error reaches the page's boundary.
 */
export function retryEntryOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'venue-retry-entry-once',
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      delete globalLoading[uniqueKey];
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    },
  };
}
