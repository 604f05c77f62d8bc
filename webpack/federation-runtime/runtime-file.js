// A remote's own federation runtime file (dist/federation-runtime.<hash>.js, named by its
// manifest's `federationRuntime`). Its standalone page loads it first (no host lends one there); a
// host whose runtime key differs from the remote's loads it before the remote's entry
// (host/src/federation/federation-runtime.ts). Under a key the page holds already it lends nothing.
import { provideRuntime } from './provide-runtime.js';

provideRuntime();
