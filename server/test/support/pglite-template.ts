/**
 * A server process's DATA_DIR given the PGlite data directory made once for the test servers
 * (scripts/pglite-template.cjs): the server skips its own initdb, 5-20 s of WebAssembly. A test
 * of the first start in an empty directory does not call it (production-start.test.ts).
 */
import { createRequire } from 'node:module';

export const { copyPgliteTemplate } = createRequire(__filename)('../../../scripts/pglite-template.cjs') as {
  copyPgliteTemplate(dataDir: string): Promise<void>;
};
