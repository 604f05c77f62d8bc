// The pure parts of the server-rendered page: boot data that hostile venue text cannot break
// out of, the language the page is rendered in, and the page composed from index.html.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composePage } from '../src/web/html-page';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { earlyFiles, hostBootScripts, hostNamespaces, hostPageScripts, hostTexts, remoteAssets } from '../src/web/page-assets';
import { fromAcceptLanguage, pageLanguage, readCookie } from '../src/web/page-language';
import { serialiseBootData } from '../src/web/serialise-boot-data';

const HOSTILE = {
  locationname: '</script><script>window.__xss=1</script>',
  customHeader: '<!-- <script>alert(1)</script> -->',
  description: 'line\u2028separator\u2029paragraph & "quotes" \'single\' $& $1',
  nested: { list: ['</SCRIPT >', '<!--', ']]>', '\u0000'] },
};

describe('serialiseBootData', () => {
  it('reads back unchanged with JSON.parse', () => {
    expect(JSON.parse(serialiseBootData(HOSTILE))).toEqual(HOSTILE);
  });

  it('holds no character that ends a script element or a line in old parsers', () => {
    const text = serialiseBootData(HOSTILE);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('survives an HTML parser inside a JSON script element (one script, data intact)', () => {
    const page = composePage('<!doctype html><html lang=it><head><title>x</title></head><body><div id=root><div id=boot-loader></div></div></body></html>', {
      nonce: 'n0nce',
      language: 'en',
      root: '<p>rendered</p>',
      data: HOSTILE,
    });
    // The boot data, then the after-paint loader: nothing else became a script.
    const scripts = page.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts).toEqual(['<script nonce="n0nce" type="application/json" id="__BOOT_DATA__">', '<script nonce="n0nce">']);
    const json = /<script nonce="n0nce" type="application\/json" id="__BOOT_DATA__">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(HOSTILE);
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('<div id="root"><p>rendered</p></div>');
    expect(page).not.toContain('boot-loader');
  });
});

describe('scripts of a server-rendered page', () => {
  const TEMPLATE = '<!doctype html><html lang=it><head><title>x</title><script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';
  const compose = (preloads: string[]) =>
    composePage(TEMPLATE, { nonce: 'n0nce', language: 'it', root: '<main>content</main>', data: {}, assets: { stylesheets: ['/a.css'], remoteStylesheets: ['/remotes/booking/b.css'], preloads } });

  it('no script stands before the content: the entry leaves the head, stylesheets stay there', () => {
    const page = compose(['/remotes/booking/remoteEntry.0d445b1b.js']);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<script/i);
    // The remote's marked: the loader gives it the absolute address its runtime looks for.
    expect(head).toContain('<link rel="stylesheet" href="/a.css" /><link rel="stylesheet" href="/remotes/booking/b.css" data-remote-css />');
    expect(page.indexOf('<main>content</main>')).toBeLessThan(page.lastIndexOf('<script'));
  });

  it('the loader at the end names the entry and the remote files, and runs the venue scripts', () => {
    const page = compose(['/remotes/booking/remoteEntry.0d445b1b.js', '/remotes/booking/438.6eb3a1fe.js']);
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>\s*<\/body>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('["/main.1a2b3c4d.js"]');
    expect(loader).toContain('["/remotes/booking/remoteEntry.0d445b1b.js","/remotes/booking/438.6eb3a1fe.js"]');
    expect(loader).toContain('"text/x-venue-script"');
    expect(loader).toContain('requestAnimationFrame');
  });

  it('a file name cannot close the loader script early', () => {
    const page = compose(['/remotes/x/</script><script>alert(1)</script>.js']);
    expect(page.match(/<\/script>/g)).toHaveLength(2); // the boot data's and the loader's
  });
});

describe('texts a page names early', () => {
  it('the host’s text files of the page’s language that every page speaks (the payment texts come with the payment screens)', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    for (const file of ['index.html', 'main.1a2b3c4d.js', 'i18n-common-de.5349a294.json', 'i18n-common-en.a8dd3241.json', 'i18n-host-de.0675d8a7.json', 'i18n-payments-de.510d7700.json', 'card-payment.c3b83b48.js', 'boot-files.json']) {
      writeFileSync(path.join(dist, file), '');
    }
    expect(hostTexts(dist, 'de')).toEqual(['/i18n-common-de.5349a294.json', '/i18n-host-de.0675d8a7.json']);
    expect(hostTexts(dist, 'es')).toEqual([]);
    expect(hostNamespaces(dist)).toEqual(new Set(['common', 'host', 'payments']));
  });

  it('the host’s start files from its build’s boot-files.json, as site paths; none from a build without it or with an odd name in it', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '');
    expect(hostBootScripts(dist)).toEqual([]);
    writeFileSync(path.join(dist, 'boot-files.json'), JSON.stringify({ scripts: ['libraries.1a2b3c4d.js', 'bootstrap.5e6f7a8b.js', '../secret.js', 'x.css', 42] }));
    // A new build is seen when index.html changes.
    writeFileSync(path.join(dist, 'index.html'), '<!-- new build -->');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect(hostBootScripts(dist)).toEqual(['/libraries.1a2b3c4d.js', '/bootstrap.5e6f7a8b.js']);
    // A build from before lazy host pages: no page's own files.
    expect(hostPageScripts(dist, '/welcome')).toEqual([]);
  });

  it('the host’s own lazy page: its files on its address only', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '');
    writeFileSync(path.join(dist, 'boot-files.json'), JSON.stringify({ scripts: ['libraries.1a2b3c4d.js'], pages: { '/welcome': ['welcome.9f8e7d6c.js', '../x.js'], '/odd': 'welcome.js' } }));
    expect(hostPageScripts(dist, '/welcome')).toEqual(['/welcome.9f8e7d6c.js']);
    expect(hostPageScripts(dist, '/reserve')).toEqual([]);
    expect(hostPageScripts(dist, '/odd')).toEqual([]);
    expect(hostBootScripts(dist)).toEqual(['/libraries.1a2b3c4d.js']);
  });

  it('the route’s remote: its entry (which the page then loads without the manifest), the runtime it borrows, its pages’ module, the page’s chunk, its texts in the page’s language and its stylesheet once', async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.0d445b1b.js', path: '' } },
      federationRuntime: { key: '2.9.2-1a2b3c4d', file: 'federation-runtime.5e6f7a8b.js' },
      exposes: [{ path: './pages', assets: { js: { sync: ['__federation_expose_pages.1c2d.js'], async: ['7571.9f8e.js'] }, css: { sync: ['styles.aa11.css'], async: ['styles.aa11.css'] } } }],
      texts: ['i18n-booking-de.333a.json', 'i18n-booking-it.444b.json', 'i18n-bookingHelp-de.555c.json', 42],
      shared: [
        { name: 'react', assets: { js: { sync: ['react.77aa.js'] } } },
        { name: '@venue/shared/forms', assets: { js: { sync: ['489.88bb.js'] } } },
      ],
      pages: {
        ReserveEdit: { js: ['page-ReserveEdit.99cc.js', '__federation_expose_pages.1c2d.js', '../outside.js'], shared: ['react', '@venue/shared', '@venue/shared/forms'] },
      },
    };
    // A deployment whose manifest is not shaped as expected: its odd fields are left out.
    const odd = { ...manifest, shared: 'react', pages: { ReserveEdit: { js: 'page.js', shared: [7, '@venue/shared/forms'] }, toString: { js: ['x.js'] } }, federationRuntime: { key: '</script>', file: '../x.js' } };
    const server = createServer((req, res) => {
      const body = req.url === '/remotes/booking/mf-manifest.json' ? manifest : req.url === '/remotes/odd/mf-manifest.json' ? odd : undefined;
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await remoteAssets('/remotes/booking/mf-manifest.json', origin, { language: 'de' })).toEqual({
        entry: '/remotes/booking/remoteEntry.0d445b1b.js',
        runtime: { key: '2.9.2-1a2b3c4d', url: '/remotes/booking/federation-runtime.5e6f7a8b.js' },
        preloads: ['/remotes/booking/remoteEntry.0d445b1b.js', '/remotes/booking/__federation_expose_pages.1c2d.js', '/remotes/booking/i18n-booking-de.333a.json', '/remotes/booking/i18n-bookingHelp-de.555c.json'],
        stylesheets: ['/remotes/booking/styles.aa11.css'],
      });
      // A runtime key or file not shaped as expected names no runtime (the entry then fails clearly).
      expect((await remoteAssets('/remotes/odd/mf-manifest.json', origin, { language: 'de' })).runtime).toBeUndefined();
      // The page's own chunk too, and the remote's copy of a shared library the host does not
      // provide (the host's copy of react is the one that runs); each file once, none outside.
      const hostShared = new Set(['react', '@venue/shared']);
      expect((await remoteAssets('/remotes/booking/mf-manifest.json', origin, { language: 'de', page: 'ReserveEdit', hostShared })).preloads).toEqual([
        '/remotes/booking/remoteEntry.0d445b1b.js',
        '/remotes/booking/__federation_expose_pages.1c2d.js',
        '/remotes/booking/page-ReserveEdit.99cc.js',
        '/remotes/booking/489.88bb.js',
        '/remotes/booking/i18n-booking-de.333a.json',
        '/remotes/booking/i18n-bookingHelp-de.555c.json',
      ]);
      // A page without a chunk of its own: the pages' module alone.
      expect((await remoteAssets('/remotes/booking/mf-manifest.json', origin, { language: 'de', page: 'ReserveFind', hostShared })).preloads).toHaveLength(4);
      for (const page of ['ReserveEdit', 'toString', 'constructor']) {
        expect((await remoteAssets('/remotes/odd/mf-manifest.json', origin, { language: 'de', page, hostShared })).preloads).toEqual([
          '/remotes/odd/remoteEntry.0d445b1b.js',
          '/remotes/odd/__federation_expose_pages.1c2d.js',
          ...(page === 'toString' ? ['/remotes/odd/x.js'] : []),
          '/remotes/odd/i18n-booking-de.333a.json',
          '/remotes/odd/i18n-bookingHelp-de.555c.json',
        ]);
      }
      // A remote that cannot be read: nothing named, the browser asks the manifest itself.
      expect(await remoteAssets('/remotes/promo/mf-manifest.json', origin, { language: 'de' })).toEqual({ stylesheets: [], preloads: [] });
    } finally {
      server.close();
    }
  });

  it('the remote’s own files and texts, not its copy of the texts the host provides', () => {
    const host = ['/i18n-common-de.5349a294.json', '/i18n-host-de.0675d8a7.json'];
    const remote = ['/remotes/booking/remoteEntry.0d445b1b.js', '/remotes/booking/i18n-booking-de.333a2c3a.json', '/remotes/booking/i18n-common-de.c44c6853.json', '/remotes/booking/i18n-payments-de.f751b4f6.json'];
    expect(earlyFiles(host, remote, new Set(['common', 'host', 'payments']))).toEqual([...host, '/remotes/booking/remoteEntry.0d445b1b.js', '/remotes/booking/i18n-booking-de.333a2c3a.json']);
  });
});

describe('page language', () => {
  it('takes the cookie the browser mirrors from localStorage first', () => {
    expect(pageLanguage({ cookie: 'a=b; frontpageLanguage=de', 'accept-language': 'fr' })).toBe('de');
  });

  it('then the best of Accept-Language among the five, q-values honoured', () => {
    expect(pageLanguage({ 'accept-language': 'nl-NL, es;q=0.4, fr-CH;q=0.8' })).toBe('fr');
    expect(fromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(fromAcceptLanguage('de;q=0, es')).toBe('es');
  });

  it('Italian otherwise, and an unknown cookie value is ignored', () => {
    expect(pageLanguage({ cookie: 'frontpageLanguage=xx', 'accept-language': 'ja, zh;q=0.8' })).toBe('it');
    expect(pageLanguage({})).toBe('it');
  });

  it('reads a cookie without throwing on bad encoding', () => {
    expect(readCookie('frontpageVenue=%E0%A4%A', 'frontpageVenue')).toBeUndefined();
    expect(readCookie('x=1; frontpageVenue=chalet-du-lac', 'frontpageVenue')).toBe('chalet-du-lac');
  });
});
