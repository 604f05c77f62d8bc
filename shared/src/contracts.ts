import type { ComponentType } from 'react';

/** The remotes the host loads at runtime (keys of the runtime config's `remotes`). */
export const REMOTE_NAMES = ['giftcards', 'booking', 'promo'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What every remote exposes as `./pages`: page components keyed by page name. */
export type RemotePagesModule = Record<string, ComponentType>;

/** Platform name used in the document title and as the default location name (spec 2, 9). */
export const PLATFORM_NAME_DEFAULT = 'Convivio';
