/**
 * jest.config.js makes a DeprecationWarning throw, and Jest charges the error to the test running
 * then: here a Jest of its own runs test/support/deprecated-calls.fixture.ts, whose tests must fail.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { usingPostgres } from '../support/test-db';

/** The fixture's deprecated call, and pg's warning about queries sent together. */
const DEPRECATION = /DeprecationWarning: (old\(\) is deprecated|Calling client\.query\(\) when the client is already executing a query)/;

interface JestReport {
  numFailedTests: number;
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

function runFixture(): Promise<JestReport> {
  // Without the NODE_OPTIONS this run handed down: the setup must come from jest.config.js alone.
  const { NODE_OPTIONS: _inherited, ...env } = process.env;
  const args = [require.resolve('jest/bin/jest'), '--runInBand', '--json', '--testMatch', '**/support/deprecated-calls.fixture.ts'];
  const child = spawn(process.execPath, args, { cwd: path.join(__dirname, '..'), env, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => child.on('close', () => (out ? resolve(JSON.parse(out) as JestReport) : reject(new Error('no Jest report')))));
}

test('a test that reaches a deprecated call fails', async () => {
  const report = await runFixture();
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const failed = results.filter((r) => r.status === 'failed');
  const expected = ['calls a function marked deprecated', ...(usingPostgres ? ['sends queries together on one pg client'] : [])];
  expect(failed.map((r) => r.title)).toEqual(expected);
  for (const r of failed) expect(r.failureMessages.join('\n')).toMatch(DEPRECATION);
}, 60_000);
