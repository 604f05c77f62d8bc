/**
 * The embedded database's compilers (src/db/pglite-memory.ts): since Node 26 V8 takes
 * `--liftoff-only` only on the command line, so the server says when it was started without it
 * (PostgreSQL then compiled twice) and when PGLITE_WASM_TIER_UP cannot apply.
 */
import { DEFAULT_PGLITE_MEMORY, chooseWasmCompilers } from '../src/db/pglite-memory';

test('started as npm start starts it (--liftoff-only): nothing to say', () => {
  expect(chooseWasmCompilers(DEFAULT_PGLITE_MEMORY, ['--max-old-space-size=112', '--liftoff-only'])).toBeNull();
});

test('started without it: the note says how to start', () => {
  expect(chooseWasmCompilers(DEFAULT_PGLITE_MEMORY, [])).toMatch(/start node with --liftoff-only/);
});

test('PGLITE_WASM_TIER_UP=true under a start that forbids it: the note says it has no effect; without the flag, nothing', () => {
  const tierUp = { ...DEFAULT_PGLITE_MEMORY, wasmTierUp: true };
  expect(chooseWasmCompilers(tierUp, ['--liftoff-only'])).toMatch(/PGLITE_WASM_TIER_UP=true has no effect/);
  expect(chooseWasmCompilers(tierUp, [])).toBeNull();
});
