/**
 * Run by scripts/pglite-template.cjs (through tsx): the server's own initdb, with the server's
 * start parameters, into the directory named by argv[2].
 */
import { initPgliteDataDir } from '../../src/db/pglite-initdb';
import { pgliteStartParams } from '../../src/db/pglite-memory';

initPgliteDataDir(process.argv[2]!, pgliteStartParams()).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
