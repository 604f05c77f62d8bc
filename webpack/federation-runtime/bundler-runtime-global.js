// Where the page's host puts the federation bundler runtime for its remotes.
export const BUNDLER_RUNTIME_GLOBAL = '_VENUE_FEDERATION_BUNDLER_RUNTIME';
