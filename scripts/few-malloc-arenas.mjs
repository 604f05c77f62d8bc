// glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core), and an
// arena keeps what it once held: the server's threads (V8's compilers and garbage collector,
// libuv's pool) held 10-20 MB that way after a minute of traffic. MALLOC_ARENA_MAX caps them,
// but glibc reads it only when the process starts: this process runs itself again in place
// (execve: the same process id, no second process) with it set, unless the caller chose a value.
// docs/operations.md, "Memory".
export const MALLOC_ARENAS = '2';

export function runWithFewMallocArenas() {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined || typeof process.execve !== 'function') return;
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS });
  } catch (error) {
    // Not run again (the system refused): the site runs all the same, with glibc's arenas.
    console.warn(`Note: could not set MALLOC_ARENA_MAX (${error.code ?? error.message}): 10-20 MB more resident`);
  }
}
