/**
 * A stand-in for the host's build in a temporary WEB_ROOT (host/dist): the app shell, the page
 * template with its placeholders, boot-files.json, the after-paint loader and a server entry
 * (host/dist/server/main.js) whose code the test gives. Its `routeOf` answers as the route table
 * does for the addresses the tests use (shared/src/routes/route-table.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `routeOf` in the fake entry: personal pages by their words, /nope… made up (not found). */
export const FAKE_ROUTE_OF = `
exports.routeOf = (url) => {
  const p = url.split('?')[0];
  if (p === '/') return { owner: 'host', page: 'welcome', cache: 'everyone', redirect: '/welcome' };
  if (p.startsWith('/nope/')) return { owner: 'host', page: 'NotFound', cache: 'everyone' };
  if (p === '/welcome') return { owner: 'host', page: 'welcome', cache: 'everyone' };
  const personal = /\\/(edit|confirmed|duplicate|confirm|create|stripe|checkout)(\\/|$)/.test(p);
  return { owner: 'promo', page: 'Promo', cache: personal ? 'personal' : 'everyone' };
};`;

export const PAGE_TEMPLATE =
  '<!doctype html><html lang="<!--page:lang-->"><head><!--page:head--><!--page:stylesheets--></head><body><div id="root"><!--page:root--></div><!--page:scripts--></body></html>';

/** A host build with `entry` as its server entry's code; returns the WEB_ROOT. */
export function writeFakeHostBuild(prefix: string, entry: string): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dist = path.join(webRoot, 'host/dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'after-paint'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="it"><head><title>x</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'page.html'), PAGE_TEMPLATE);
  fs.writeFileSync(path.join(dist, 'boot-files.json'), JSON.stringify({ entry: ['main.js'], scripts: [], pages: {} }));
  fs.writeFileSync(path.join(dist, 'after-paint/after-paint-loader.js'), 'window.afterPaint=1');
  fs.writeFileSync(path.join(dist, 'server/main.js'), entry);
  return webRoot;
}
