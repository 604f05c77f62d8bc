/**
 * Mutated venue files that validate, applied to two instances on one database, one after the
 * other and two at once: the operator API never answers 5xx; it applies the file, or refuses it
 * with a 4xx that locates the problem (a field of the file, or what guests hold), and then the
 * database holds what it held. After an apply, the venue's export applies back without a change.
 * MUTANTS (200) files from the demo venues and the example (test/support/venue-file-mutants.ts,
 * one seed): the count keeps the file near a minute and a half on PGlite on a busy two-core machine. Runs
 * on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from '../../src/config';
import { readVenueFile } from '../../src/modules/venue-setup/venue-file-read';
import { rowCounts } from '../support/row-counts';
import { staffSide } from '../support/staff-side';
import { NOW } from '../support/test-app';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { type Mutant, venueFileMutants } from '../support/venue-file-mutants';

const MUTANTS = 200;
const SEED = 20261202;
/** Every CONCURRENT_EVERY-th step applies two files at once, one on each instance. */
const CONCURRENT_EVERY = 4;
const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';

const read = (name: string) => ({ name, text: readFileSync(path.join(REPO_ROOT, name), 'utf8') });
const example = read('docs/examples/osteria-del-porto.yaml');
/** The demo venues, and the example (a third of their size) every other time, for the time it takes. */
const sources = readdirSync(path.join(REPO_ROOT, 'venues'))
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((name) => [read(`venues/${name}`), example]);

let two: TwoInstances;
beforeAll(async () => {
  two = await createTwoInstances({ operatorToken: OPERATOR });
});
afterAll(() => two.close());

function operator(app: FastifyInstance, route: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/backend/api/operator${route}`,
    headers: staffSide({ authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: new URLSearchParams(form).toString(),
  });
}
const apply = (app: FastifyInstance, m: Mutant) => operator(app, '/venues/apply', { file: m.text, name: 'mutant.yaml' });
/** The venue's export, or null when there is no such venue. */
async function exportOf(app: FastifyInstance, venue: string): Promise<string | null> {
  const res = await operator(app, '/venues/export', { venue });
  if (res.statusCode === 404) return null;
  expect(res.statusCode).toBe(200);
  return res.json().data.file as string;
}

/** The 4xx answers of an apply: the file's own problems, its collisions, what guests hold. */
const REFUSALS = ['VENUE_FILE_INVALID', 'VENUE_FILE_CONFLICT', 'VENUE_APPLY_REFUSED'];

/** A success, or a 4xx that locates each problem at a field of the file. */
function expectAnswered(m: Mutant, res: LightMyRequestResponse): 'applied' | 'refused' {
  if (res.statusCode === 200) return 'applied';
  if (res.statusCode < 400 || res.statusCode >= 500) throw new Error(`${m.name}: answered ${res.statusCode} ${res.body.slice(0, 300)}`);
  const { code, details } = res.json().error;
  const problems = (details?.problems ?? []) as Array<{ path: string; line: number }>;
  expect({ mutant: m.name, code: REFUSALS.includes(code), problems: problems.length > 0 }).toEqual({ mutant: m.name, code: true, problems: true });
  for (const p of problems) expect({ mutant: m.name, path: p.path, line: p.line > 0 }).toEqual({ mutant: m.name, path: expect.stringMatching(/\S/), line: true });
  return 'refused';
}

/** After an apply, the venue's export is a valid file that applies back without a change. */
async function expectRoundTrip(app: FastifyInstance, m: Mutant): Promise<void> {
  const exported = (await exportOf(app, m.venue))!;
  const read = readVenueFile(exported, 'export.yaml', NOW);
  expect({ mutant: m.name, problems: read.ok ? [] : read.problems }).toEqual({ mutant: m.name, problems: [] });
  const again = await operator(app, '/venues/apply', { file: exported });
  expect({ mutant: m.name, status: again.statusCode, changes: again.json().data?.changes }).toEqual({ mutant: m.name, status: 200, changes: [] });
}

test(`${MUTANTS} mutated venue files: never a 5xx, a refusal writes nothing, an apply round-trips`, async () => {
  const mutants = venueFileMutants(sources, MUTANTS, SEED, NOW);
  expect(mutants.length).toBeGreaterThan(MUTANTS * 0.9);
  const outcomes = { applied: 0, refused: 0, concurrent: 0 };

  for (let i = 0; i < mutants.length; i += 1) {
    const m = mutants[i]!;
    const [here, there] = i % 2 ? [two.a.app, two.b.app] : [two.b.app, two.a.app];
    const other = mutants[i + 1];
    if (i % CONCURRENT_EVERY === CONCURRENT_EVERY - 1 && other) {
      // Two at once, one on each instance (the same venue at times): each answers on its own.
      const [first, second] = await Promise.all([apply(here, m), apply(there, other)]);
      expectAnswered(m, first);
      expectAnswered(other, second);
      if (first.statusCode === 200) await expectRoundTrip(here, m);
      if (second.statusCode === 200) await expectRoundTrip(there, other);
      outcomes.concurrent += 2;
      i += 1;
      continue;
    }
    const before = await exportOf(there, m.venue);
    const counts = await rowCounts(two.a.db);
    const res = await apply(here, m);
    const outcome = expectAnswered(m, res);
    outcomes[outcome] += 1;
    if (outcome === 'applied') await expectRoundTrip(there, m);
    else {
      expect({ mutant: m.name, file: await exportOf(there, m.venue) }).toEqual({ mutant: m.name, file: before });
      expect({ mutant: m.name, counts: await rowCounts(two.a.db) }).toEqual({ mutant: m.name, counts });
    }
  }
  // The generator reaches both outcomes, or it tests little.
  expect(outcomes.applied).toBeGreaterThan(MUTANTS / 4);
  expect(outcomes.refused).toBeGreaterThan(0);
}, 300_000);
