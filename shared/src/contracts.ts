import type { ComponentType } from 'react';

/** The remotes the host loads at runtime (keys of the runtime config's `remotes`). */
export const REMOTE_NAMES = ['giftcards', 'booking', 'promo'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A page of a remote: its component, and `preload`, which fetches and runs its code ahead of its
 * first render (the host calls it when the visitor is likely to go there: host/src/features/prefetch/).
 */
export type RemotePageComponent = ComponentType & { preload?: () => Promise<unknown> };

/** What every remote exposes as `./pages`: page components keyed by page name. */
export type RemotePagesModule = Record<string, RemotePageComponent>;

/** Platform name used in the document title and as the default location name (docs/product.md#screens-and-routes, docs/product.md#constants). */
export const PLATFORM_NAME_DEFAULT = 'Convivio';
