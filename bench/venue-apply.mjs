#!/usr/bin/env node
// What applying a large venue file costs (a script, not a timed test): a venue of 50 experiences,
// 20 gift card products and 10 promotions (bench/venue-file-large.mjs makes it), applied through
// the operator API of the production build (node server/dist/main.js, after `npm run build`) on
// a temporary PGlite DATA_DIR, or a fresh database on BENCH_DATABASE_URL:
//   node bench/venue-apply.mjs [--runs=5]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/venue-apply.mjs
// Reports, each as the median and the slowest of the runs:
//   create     the first apply (every row written)
//   unchanged  the same file again (compared, nothing written)
//   change     one price changed in each run
//   visible    from the change's answer until the guest API lists the new price
// No budget: figures to compare between runs. Writes bench/results/venue-apply.md (one section
// per database).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontpageCall, recordResults, startBenchServer } from './support.mjs';
import { largeVenueFile } from './venue-file-large.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const OPERATOR = randomBytes(24).toString('base64url');

const server = await startBenchServer({ root: ROOT, label: 'venue_apply_bench', env: { SEED_DEMO: 'false', OPERATOR_TOKEN: OPERATOR } });
const { base } = server;

async function apply(file) {
  const started = performance.now();
  const res = await fetch(`${base}/backend/api/operator/venues/apply`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ file }).toString(),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`apply: ${res.status} ${JSON.stringify(body.error)}`);
  return { ms: performance.now() - started, data: body.data };
}

const sortedOf = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sortedOf(values)[Math.floor(values.length / 2)];
const stats = (values) => `median ${median(values).toFixed(1)} ms, slowest ${sortedOf(values).at(-1).toFixed(1)} ms (${values.length} runs)`;
const WHAT = {
  create: 'the first apply (every row written)',
  unchanged: 'the same file again (compared, nothing written)',
  change: 'one price changed',
  visible: "from the change's answer until the guest API lists the new price",
};

try {
  const results = { create: [], unchanged: [], change: [], visible: [] };
  for (let run = 0; run < RUNS; run++) {
    const slug = `bench-venue-${run}`;
    const file = largeVenueFile(slug);
    const created = await apply(file);
    results.create.push(created.ms);
    const token = created.data.frontpageToken;
    const again = await apply(file);
    if (again.data.changes.length) throw new Error(`the same file changed something: ${again.data.changes}`);
    results.unchanged.push(again.ms);
    // The guest API reads (and caches) the list, then one price changes.
    await frontpageCall(base, 'experience/getexperiencelist', {}, token);
    const newPrice = 4321 + run;
    const changed = await apply(file.replace('"price": 30,', `"price": ${newPrice / 100},`));
    results.change.push(changed.ms);
    const since = performance.now();
    for (;;) {
      const list = (await frontpageCall(base, 'experience/getexperiencelist', {}, token)).elenco;
      if (list.some((e) => e.prezzo === newPrice)) break;
      if (performance.now() - since > 10_000) throw new Error('the change did not show within 10 s');
    }
    results.visible.push(performance.now() - since);
  }
  console.log(
    `venue apply, 50 experiences, 20 gift cards, 10 promotions, on ${server.databaseLabel} (${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)})`,
  );
  for (const [name, values] of Object.entries(results)) console.log(`  ${name.padEnd(10)} ${stats(values)}`);
  recordResults('venue-apply', {
    variant: server.databaseLabel,
    summary: `A venue file of 50 experiences, 20 gift cards and 10 promotions (bench/venue-file-large.mjs) applied through the operator API of the production build on ${server.databaseLabel}, ${RUNS} runs.`,
    rows: Object.entries(results).map(([name, values]) => ({
      step: name,
      what: WHAT[name],
      'median ms': median(values).toFixed(1),
      'slowest ms': sortedOf(values).at(-1).toFixed(1),
      runs: values.length,
    })),
  });
} finally {
  await server.stop();
}
