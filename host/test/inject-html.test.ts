import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { injectHtml } from '../src/custom-html/inject-html';

type LogWindow = Window & { order?: string[] };
let server: Server;
let origin: string;

beforeAll(async () => {
  // A slow external script: if injection did not wait for it, the next inline script would run first.
  server = createServer((req, res) => {
    setTimeout(() => {
      res.writeHead(req.url === '/missing.js' ? 404 : 200, { 'Content-Type': 'application/javascript' });
      res.end(req.url === '/missing.js' ? '' : `window.order.push('external ${req.url}')`);
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  (window as LogWindow).order = [];
  document.body.innerHTML = '';
});

test('inline and external scripts run once each, in document order', async () => {
  const target = document.createElement('div');
  document.body.append(target);
  await injectHtml(
    target,
    `<p id="banner">Hello</p>
     <script>window.order.push('inline 1 sees ' + document.getElementById('banner').textContent)</script>
     <script src="${origin}/slow.js"></script>
     <script>window.order.push('inline 2')</script>`,
  );
  expect((window as LogWindow).order).toEqual(['inline 1 sees Hello', 'external /slow.js', 'inline 2']);
  expect(target.querySelector('#banner')?.textContent).toBe('Hello');
});

test('a venue script that fails to load does not stop the ones after it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const target = document.createElement('div');
  document.body.append(target);
  await injectHtml(target, `<script src="${origin}/missing.js"></script><script>window.order.push('after')</script>`);
  expect((window as LogWindow).order).toEqual(['after']);
});

test('script attributes are kept', async () => {
  const target = document.createElement('div');
  document.body.append(target);
  await injectHtml(target, `<script data-venue="x" type="text/javascript">window.order.push(document.currentScript.dataset.venue)</script>`);
  expect((window as LogWindow).order).toEqual(['x']);
});

test('the venue’s scripts get the nonce of the page’s own script (its Content-Security-Policy)', async () => {
  const own = document.createElement('script');
  own.nonce = 'page-nonce-123';
  own.type = 'text/plain'; // the page's script tag, not run here
  document.head.append(own);
  try {
    const target = document.createElement('div');
    document.body.append(target);
    await injectHtml(target, `<script>window.order.push('inline')</script><p>hi</p><script type="application/json">{}</script>`);
    const scripts = Array.from(target.querySelectorAll('script'));
    expect(scripts).toHaveLength(2);
    expect(scripts.map((s) => s.nonce)).toEqual(['page-nonce-123', 'page-nonce-123']);
    expect((window as LogWindow).order).toEqual(['inline']);
  } finally {
    own.remove();
  }
});

test('with scripts off (a page whose address carries a secret) the markup shows and no script runs or stays', async () => {
  const target = document.createElement('div');
  document.body.append(target);
  await injectHtml(target, `<p id="menu">Menu</p><script>window.order.push('inline')</script><script src="${origin}/a.js"></script>`, { scripts: false });
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(target.querySelector('#menu')?.textContent).toBe('Menu');
  expect(target.querySelectorAll('script')).toHaveLength(0);
  expect((window as LogWindow).order).toEqual([]);
});
