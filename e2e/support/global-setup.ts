import { pgliteTemplate } from '../../scripts/pglite-template.cjs';

/** Before the workers start: the PGlite data directory their sites copy (support/server.ts), made once, not by each. */
export default async function globalSetup(): Promise<void> {
  await pgliteTemplate();
}
