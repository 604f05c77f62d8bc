// What `use-sync-external-store/shim` becomes in the browser builds (webpack/app-config.cjs):
// React's own hook. react-i18next imports the shim, which carries a fallback for React 17 that
// no page here runs (React 19 is the page's singleton): bytes on every page for nothing. It sits
// here, not in webpack/, so that `react` resolves from it as from the rest of @venue/shared.
export { useSyncExternalStore } from 'react';
