/**
 * A new PGlite data directory is made (initdb) in a child process. PGlite's initdb runs a second
 * PostgreSQL in WebAssembly beside the one that serves, copies its whole heap, and dumps the new
 * directory as a tar: about 700 MB at its peak, and the process that ran it stays several hundred
 * MB larger for good (a WebAssembly memory never shrinks, and PGlite keeps references to it). In a
 * child that exits, all of it goes back to the system before the server opens the directory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Makes `dir` a PostgreSQL data directory unless it already is one. */
export async function initPgliteDataDir(dir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  // The same file as this one's kind: dist/…js under node, src/…ts under tsx (its loader is in execArgv).
  const child = path.join(__dirname, `pglite-initdb-child${path.extname(__filename)}`);
  const execArgv = process.execArgv.filter((a) => !a.startsWith('--inspect'));
  const code = await new Promise<number | null>((resolve, reject) => {
    const initdb = spawn(process.execPath, [...execArgv, child, dir, JSON.stringify(startParams)], { stdio: ['ignore', 'inherit', 'inherit'] });
    initdb.once('error', reject);
    initdb.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`PGlite could not make a database in ${dir} (initdb exited with ${code})`);
}
