// React's side of i18next, as every app must use it: through this federated package, like the
// router (router.ts). A shared library is bundled whole (module federation cannot tree-shake
// it: all of react-i18next, Trans and HOCs included); re-exported here, only the hook
// and the provider are kept. One copy also means one context: `useTranslation` in a remote
// finds the i18n instance the host set up.
export { I18nextProvider, useTranslation } from 'react-i18next';
