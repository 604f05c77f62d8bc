// The entry of a remote's own federation runtime file (webpack/app-config.cjs,
// federationRuntimeConfig): no module of its own. Its federation runtime starts with the file and
// provides its core to the page, as the host does (federation-runtime-provider.cjs), before the
// remote's scripts on its standalone page run.
