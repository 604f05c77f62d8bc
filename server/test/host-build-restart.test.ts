/**
 * A host redeployed under a running server: the server's host code is loaded once per process, so
 * the pages keep naming the files of the build that code came with, and the new build waits for
 * a restart, said once in the log and on /healthz. Never new files with old server code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FAKE_ROUTE_OF, writeFakeHostBuild } from './support/fake-host-build';
import { type TestApp, createTestApp } from './support/test-app';

const HOST_RENDERER = `${FAKE_ROUTE_OF}
exports.renderPage = async (request) => {
  const route = exports.routeOf(request.url);
  return { status: 200, html: '<main data-url="' + request.url + '"></main>', data: {}, route, head: { title: 'x', description: 'x', siteName: 'x', language: 'it' }, partial: false };
};`;

let t: TestApp;
let webRoot: string;
let logged = '';
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const health = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).json<{ status: string; restartNeeded?: boolean }>();

beforeAll(async () => {
  webRoot = writeFakeHostBuild('venue-host-restart-', HOST_RENDERER);
  t = await createTestApp({ config: { webRoot, logLevel: 'warn' }, logStream: { write: (line: string) => void (logged += line) } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A new host build lands: its start file has another name, and its files are newer. */
function deployNewHostBuild(): void {
  const dist = path.join(webRoot, 'host/dist');
  const bootFiles = path.join(dist, 'boot-files.json');
  fs.writeFileSync(bootFiles, JSON.stringify({ entry: ['main.new.js'], scripts: [], pages: {} }));
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(bootFiles, later, later);
}

test('a new host build under a running server: pages keep the loaded build, and a restart is asked for once', async () => {
  const before = await page('/welcome');
  expect(before.statusCode).toBe(200);
  expect(before.body).toContain('/main.js');
  expect(await health()).toEqual({ status: 'ok' });

  deployNewHostBuild();

  for (const url of ['/frontpage/giftcards', '/reserve?experience=3']) {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-url="${url.replace('&', '&amp;')}"`);
    expect(res.body).toContain('/main.js');
    expect(res.body).not.toContain('/main.new.js');
  }
  expect(await health()).toEqual({ status: 'ok', restartNeeded: true });
  const warnings = logged.split('\n').filter((line) => line.includes('restart the server to serve it'));
  expect(warnings).toHaveLength(1);
});
