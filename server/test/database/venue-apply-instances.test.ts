/**
 * What a venue file changes reaches every instance: applied through one instance, the other
 * (its own pool, its own read cache on PostgreSQL) shows it within 2 s, as it does for bookings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { callApi } from '../support/test-app';
import { type TwoInstances, createTwoInstances } from '../support/two-instances';
import { staffSide } from '../support/staff-side';

const OPERATOR = 'operator-secret-for-tests-0123456789abcdef';
let two: TwoInstances;
beforeAll(async () => {
  two = await createTwoInstances({ operatorToken: OPERATOR });
});
afterAll(() => two.close());

const applyThroughA = (file: string) =>
  two.a.app.inject({
    method: 'POST',
    url: '/backend/api/operator/venues/apply',
    headers: staffSide({ authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' }),
    payload: new URLSearchParams({ file }).toString(),
  });

async function pricesOnB(token: string): Promise<number[]> {
  const res = await callApi(two.b.app, '/experience/getexperiencelist', { token });
  return (res.json().data.elenco as Array<{ prezzo: number }>).map((e) => e.prezzo);
}

test('a price applied on one instance is on the other within 2 s', async () => {
  const example = readFileSync(path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml'), 'utf8');
  const token = (await applyThroughA(example)).json().data.frontpageToken as string;
  // The other instance reads (and caches) the list before the change.
  expect(await pricesOnB(token)).toEqual([5500, 7000]);
  expect((await applyThroughA(example.replace('    price: 55\n', '    price: 61\n'))).statusCode).toBe(200);
  const deadline = Date.now() + 2000;
  let prices = await pricesOnB(token);
  while (prices[0] !== 6100 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    prices = await pricesOnB(token);
  }
  expect(prices).toEqual([6100, 7000]);
});

test('one new venue applied through both instances at once is created once; neither answers 5xx', async () => {
  const example = readFileSync(path.join(REPO_ROOT, 'docs/examples/osteria-del-porto.yaml'), 'utf8').replace('venue: osteria-del-porto', 'venue: osteria-twice');
  const applyThrough = (app: typeof two.a.app) =>
    app.inject({
      method: 'POST',
      url: '/backend/api/operator/venues/apply',
      headers: staffSide({ authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/x-www-form-urlencoded' }),
      payload: new URLSearchParams({ file: example }).toString(),
    });
  const answers = await Promise.all([applyThrough(two.a.app), applyThrough(two.b.app)]);
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
  // The one that lost the race applied again and found the venue as the file says it.
  expect(answers.map((r) => r.json().data.created).sort()).toEqual([false, true]);
  expect(answers.find((r) => !r.json().data.created)!.json().data.changes).toEqual([]);
});
