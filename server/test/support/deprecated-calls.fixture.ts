/**
 * Not part of the suite: test/database/deprecations.test.ts runs this file in a Jest of its own, where each
 * test reaches a deprecated call and must fail.
 */
import { deprecate } from 'node:util';
import { Client } from 'pg';

/** Node throws the deprecation on the next tick: the test must still be running then. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('calls a function marked deprecated', async () => {
  deprecate(() => undefined, 'old() is deprecated (test/support/deprecated-calls.fixture.ts)')();
  await nextTurn();
});

// What pg 8 warns about and pg 9 removes: queries sent together on one client, queued by the driver.
(process.env.TEST_DATABASE_URL ? test : test.skip)('sends queries together on one pg client', async () => {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await Promise.all([client.query('select 1'), client.query('select 2'), client.query('select 3')]);
  } finally {
    await client.end();
  }
});
