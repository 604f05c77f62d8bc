/**
 * Run by pglite-initdb.ts in a process of its own: PGlite's initdb for a new data directory, then
 * exit. argv: the directory, the start parameters (JSON).
 */
import { PGlite } from '@electric-sql/pglite';

const [dir, startParams] = process.argv.slice(2);
PGlite.create(dir, { startParams: JSON.parse(startParams ?? '[]') as string[] })
  .then((db) => db.close())
  .then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('PGlite initdb failed:', err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
