/**
 * A venue file that validates never makes the operator API answer 500: a venue copied from
 * another's export applies as a new venue (experience links are unique per venue), and what still
 * collides with the database (a link an archived experience keeps, a demo venue's tokens) is
 * refused before anything is written, located at the file's field. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../../src/config';
import { experiences } from '../../src/db/schema';
import { addReservation, venueId } from '../support/fixtures';
import { rowCounts } from '../support/row-counts';
import { staffSide } from '../support/staff-side';
import { type TestApp, TOKENS, callApi, createTestApp } from '../support/test-app';

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { operatorToken: OPERATOR } });
});
afterAll(() => t.close());

function operator(route: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/backend/api/operator${route}`,
    headers: staffSide({ authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: new URLSearchParams(form).toString(),
  });
}
async function apply(file: string) {
  const res = await operator('/venues/apply', { file, name: 'copy.yaml' });
  await t.app.changeFeed.settle();
  return res;
}
const exportFile = async (venue: string) => (await operator('/venues/export', { venue })).json().data.file as string;
/** A venue's file under another id and name: what an operator with a second venue starts from. */
const copyOf = (file: string, venue: string, name: string) => stringify({ ...parse(file), venue, name });

/** Renames an experience's id, and the booking modules' references to it. */
function renameExperience(file: { experiences: Array<{ id: string }>; bookingModules?: Array<{ experiences?: string[] }> }, from: string, to: string) {
  file.experiences.find((e) => e.id === from)!.id = to;
  for (const m of file.bookingModules ?? []) m.experiences = m.experiences?.map((id) => (id === from ? to : id));
}

const experienceList = async (token: string) =>
  ((await callApi(t.app, '/experience/getexperiencelist', { token })).json().data.elenco as Array<{ hash: string; titolo: { en: string } }>).map((e) => [
    e.titolo.en,
    e.hash,
  ]);

let copyToken: string;
test('a venue copied from another’s export applies as a new venue; both serve their experiences, gift cards and promotions', async () => {
  const aurora = await exportFile('cantina-aurora');
  const res = await apply(copyOf(aurora, 'cantina-borealis', 'Cantina Borealis'));
  expect([res.statusCode, res.json().data?.created]).toEqual([200, true]);
  copyToken = res.json().data.frontpageToken;

  // Same experiences under the same links, each venue its own.
  expect(await experienceList(copyToken)).toEqual(await experienceList(TOKENS.aurora));
  expect((await experienceList(copyToken)).map(([, link]) => link)).toContain('aurora-degustazione-classica');
  for (const token of [TOKENS.aurora, copyToken]) {
    expect((await callApi(t.app, '/location/getlocation', { token })).json().data.locationname).toBe(token === copyToken ? 'Cantina Borealis' : 'Cantina Aurora');
    expect((await callApi(t.app, '/giftcard/getgiftcardlist', { token })).json().data).toHaveLength(5);
    expect((await callApi(t.app, '/promo/getpromo', { token, form: { urlName: 'calice-di-benvenuto' } })).statusCode).toBe(200);
  }
  // Either venue's file applied again changes nothing.
  expect((await apply(aurora)).json().data.changes).toEqual([]);
  expect((await apply(await exportFile('cantina-borealis'))).json().data.changes).toEqual([]);
});

test('an experience renamed in the file keeps its link when no one booked it; two experiences swap links', async () => {
  const file = parse(await exportFile('cantina-borealis'));
  renameExperience(file, 'aurora-degustazione-classica', 'degustazione-renamed');
  [file.experiences[1].link, file.experiences[2].link] = [file.experiences[2].link, file.experiences[1].link];
  const res = await apply(stringify(file));
  expect(res.statusCode).toBe(200);
  expect(res.json().data.changes).toEqual(expect.arrayContaining(['experience degustazione-renamed: added', 'experience aurora-degustazione-classica: removed']));
  const links = Object.fromEntries((parse(await exportFile('cantina-borealis')).experiences as Array<{ id: string; link: string }>).map((e) => [e.id, e.link]));
  expect(links).toEqual({
    'degustazione-renamed': 'aurora-degustazione-classica',
    'aurora-tour-con-pranzo': 'aurora-vendemmia',
    'aurora-vendemmia': 'aurora-tour-con-pranzo',
  });
});

test('a link an archived experience keeps is refused at its field, and nothing is written', async () => {
  const borealis = await venueId(t.db, 'cantina-borealis');
  const [booked] = await t.db
    .select()
    .from(experiences)
    .where(and(eq(experiences.venueId, borealis), eq(experiences.key, 'degustazione-renamed')));
  await addReservation(t.db, { venueId: borealis, date: '2026-06-20', time: '11:00', pax: 2, experienceId: booked!.id });
  const file = parse(await exportFile('cantina-borealis'));
  renameExperience(file, 'degustazione-renamed', 'degustazione-again');
  const text = stringify(file);
  const before = await rowCounts(t.db);
  const res = await apply(text);
  expect(res.statusCode).toBe(409);
  expect(res.json().error.code).toBe('VENUE_FILE_CONFLICT');
  const line = text.split('\n').findIndex((l) => l.includes('link: aurora-degustazione-classica')) + 1;
  expect(res.json().error.details.problems).toEqual([
    {
      file: 'copy.yaml',
      line,
      column: expect.any(Number),
      path: 'experiences[0].link',
      message: '"aurora-degustazione-classica" is the link of experience degustazione-renamed, kept archived because guests booked it: choose another link',
    },
  ]);
  expect(await rowCounts(t.db)).toEqual(before);
  // Without the link, the renamed experience gets a new one, and the booked one is archived.
  delete file.experiences[0].link;
  const applied = await apply(stringify(file));
  expect([applied.statusCode, applied.json().data.archived]).toEqual([200, ['experience degustazione-renamed']]);
});

test('a link another experience of the file keeps (the file gives it none) is refused at its field', async () => {
  const file = parse(await exportFile('cantina-borealis'));
  file.experiences[2].link = file.experiences[1].link;
  delete file.experiences[1].link;
  const res = await apply(stringify(file));
  expect([res.statusCode, res.json().error.code]).toEqual([409, 'VENUE_FILE_CONFLICT']);
  expect(res.json().error.details.problems.map((p: { path: string }) => p.path)).toEqual(['experiences[2].link']);
});

test('a demo venue’s file copied with its demo tokens is refused at them: tokens select their venue', async () => {
  const demo = readFileSync(path.join(REPO_ROOT, 'venues/cantina-aurora.yaml'), 'utf8');
  const before = await rowCounts(t.db);
  const res = await apply(copyOf(demo, 'cantina-demo-copy', 'Cantina Copia'));
  expect([res.statusCode, res.json().error.code]).toEqual([409, 'VENUE_FILE_CONFLICT']);
  expect(res.json().error.details.problems.map((p: { path: string; message: string }) => `${p.path}: ${p.message}`)).toEqual([
    'demoData.frontpageToken: already the front-page token of venue cantina-aurora: give the copy a token of its own',
    'demoData.staffToken: already a staff token of venue cantina-aurora: give the copy a token of its own',
  ]);
  expect(await rowCounts(t.db)).toEqual(before);
  const own = parse(demo);
  own.demoData = { ...own.demoData, frontpageToken: 'fp_demo_cantina_copia', staffToken: 'st_demo_cantina_copia' };
  expect((await apply(copyOf(stringify(own), 'cantina-demo-copy', 'Cantina Copia'))).statusCode).toBe(200);
});

test('a day that is no day of the calendar is a located 422, not a 500', async () => {
  const file = parse(await exportFile('cantina-borealis'));
  file.closures = ['2027-02-30'];
  const res = await apply(stringify(file));
  expect([res.statusCode, res.json().error.code, res.json().error.details.problems[0].path]).toEqual([422, 'VENUE_FILE_INVALID', 'closures[0]']);
});
