// The federation runtime's error descriptions, left out of production pages (they
// would be in every entry, the host's and each remote's). A message keeps its code and the link to what
// the code means (getShortErrorMsg in @module-federation/error-codes writes
// "… #RUNTIME-008", its args and the link https://module-federation.io/guide/troubleshooting/
// runtime#runtime-008), as React's production build keeps an error's number and its link.
// Development builds keep the package's own descriptions (webpack/federation-replacements.cjs).
const described = new Proxy({}, { get: (_map, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
