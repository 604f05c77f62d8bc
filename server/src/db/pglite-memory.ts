/**
 * The embedded PostgreSQL's memory, sized for a small server. PGlite runs PostgreSQL inside one
 * WebAssembly memory that grows and never shrinks: whatever PostgreSQL touches once stays resident
 * until the process ends. With its defaults (shared_buffers 128MB, maintenance_work_mem 64MB) the
 * buffer pool alone is a third of a small server's memory; a venue's whole database is a few tens
 * of MB and what the pool does not hold is read from the operating system's file cache, which the
 * system gives back when it needs it. docs/operations.md, "Memory", says when to raise them.
 */
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

export interface PgliteMemory {
  /** PGLITE_SHARED_BUFFERS: PostgreSQL's buffer pool. */
  sharedBuffers: string;
  /** PGLITE_WORK_MEM: per sort or hash of a query, before it spills to a temporary file. */
  workMem: string;
  /** PGLITE_MAINTENANCE_WORK_MEM: an index build's or a VACUUM's (migrations). */
  maintenanceWorkMem: string;
  /**
   * PGLITE_WASM_TIER_UP: V8 compiles PostgreSQL's hot functions a second time with its optimizing
   * compiler (faster queries, some 40-70 MB more resident for the second copy of the code); off,
   * PostgreSQL runs on V8's baseline compiler alone (Liftoff). The hot reads are answered from
   * memory (modules/read-cache), so the database's own speed counts mostly in writes.
   */
  wasmTierUp: boolean;
}

export const DEFAULT_PGLITE_MEMORY: PgliteMemory = { sharedBuffers: '16MB', workMem: '4MB', maintenanceWorkMem: '16MB', wasmTierUp: false };

/** A PostgreSQL memory size as the environment may give it: `16MB`, `512kB`, `1GB`. */
export const MEMORY_SIZE = /^\d{1,7}(kB|MB|GB)$/;

/** Whether the process was started with V8's baseline WebAssembly compiler alone. */
export const startedLiftoffOnly = (execArgv: readonly string[] = process.execArgv): boolean => execArgv.includes('--liftoff-only');

/**
 * V8's WebAssembly compilers as `memory` says, before PGlite compiles PostgreSQL; answers what to
 * warn of, if anything. Since Node 26, V8 freezes its flags once started: only `--liftoff-only`
 * on the command line takes effect (`npm start` passes it, package.json), and a flag set here is
 * ignored (measured: 35 MB more resident without it). Set here too for a Node that still takes
 * it. A setting of the whole process: only the server's start (main.ts) calls it.
 */
export function chooseWasmCompilers(memory: PgliteMemory, execArgv: readonly string[] = process.execArgv): string | null {
  if (memory.wasmTierUp) {
    return startedLiftoffOnly(execArgv)
      ? 'PGLITE_WASM_TIER_UP=true has no effect: the process was started with --liftoff-only (npm start passes it; start node server/dist/main.js without it)'
      : null;
  }
  if (startedLiftoffOnly(execArgv)) return null;
  v8.setFlagsFromString('--liftoff-only');
  return 'start node with --liftoff-only (as npm start does): PostgreSQL is otherwise compiled twice, some 35 MB more resident (PGLITE_WASM_TIER_UP)';
}

/** PGlite's own start parameters, then ours (a later `-c` wins). */
export function pgliteStartParams(memory: PgliteMemory = DEFAULT_PGLITE_MEMORY): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...['-c', `shared_buffers=${memory.sharedBuffers}`],
    ...['-c', `work_mem=${memory.workMem}`],
    ...['-c', `maintenance_work_mem=${memory.maintenanceWorkMem}`],
  ];
}
