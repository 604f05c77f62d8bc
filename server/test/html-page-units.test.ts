// The pure parts of the server-rendered page: boot data that hostile venue text cannot break
// out of, the language the page is rendered in, the page filled into the host's page template,
// and the host's build as the server reads it.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as loaderMarks from '../../host/src/after-paint/page-files';
import { everyPageTexts, hostBuild, hostNamespaces, staffPageTexts } from '../src/web/host-build';
import { documentHead } from '../src/web/page-head';
import { pageCsp, staffPageCsp } from '../src/web/security-headers';
import { PAGE_FILES_ID, REMOTE_CSS_ATTRIBUTE, VENUE_SCRIPT_TYPE, pageDocument, type PageDocument } from '../src/web/page-document';
import { parsePageTemplate } from '../src/web/page-template';
import { earlyFiles, remoteAssets } from '../src/web/remote-page-assets';
import { PAGE_TEMPLATE } from './support/fake-host-build';
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
    const page = compose({ language: 'en', root: '<p>rendered</p>', data: HOSTILE });
    // The boot data, the page's files, then the after-paint loader: nothing else became a script.
    const scripts = page.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts).toEqual([
      '<script nonce="n0nce" type="application/json" id="__BOOT_DATA__">',
      `<script nonce="n0nce" type="application/json" id="${PAGE_FILES_ID}">`,
      '<script nonce="n0nce">',
    ]);
    const json = /<script nonce="n0nce" type="application\/json" id="__BOOT_DATA__">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(HOSTILE);
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('<div id="root"><p>rendered</p></div>');
  });
});

const PAGE: PageDocument = {
  nonce: 'n0nce',
  language: 'it',
  root: '<main>content</main>',
  data: {},
  stylesheets: ['/a.css'],
  remoteStylesheets: ['/remotes/booking/b.css'],
  scripts: ['/main.1a2b3c4d.js'],
  preloads: [],
  afterPaintLoader: 'startAfterPaint()',
};
function compose(page: Partial<PageDocument>): string {
  return pageDocument(parsePageTemplate(PAGE_TEMPLATE), { ...PAGE, ...page });
}

describe('scripts of a server-rendered page', () => {
  it('no script stands before the content: stylesheets in the head, every script at the end of the body', () => {
    const page = compose({ preloads: ['/remotes/booking/remoteEntry.0d445b1b.js'] });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<script/i);
    // The remote's marked: the loader gives it the absolute address its runtime looks for.
    expect(head).toContain(`<link rel="stylesheet" href="/a.css" /><link rel="stylesheet" href="/remotes/booking/b.css" ${REMOTE_CSS_ATTRIBUTE} />`);
    expect(page.indexOf('<main>content</main>')).toBeLessThan(page.indexOf('<script'));
  });

  it('the page names the entry and the remote files for the loader, which comes last', () => {
    const page = compose({ preloads: ['/remotes/booking/remoteEntry.0d445b1b.js', '/remotes/booking/438.6eb3a1fe.js'] });
    const files = new RegExp(`id="${PAGE_FILES_ID}">([^<]*)</script>`).exec(page)?.[1];
    expect(JSON.parse(files!)).toEqual({ scripts: ['/main.1a2b3c4d.js'], preloads: ['/remotes/booking/remoteEntry.0d445b1b.js', '/remotes/booking/438.6eb3a1fe.js'] });
    expect(page).toMatch(/<script nonce="n0nce">startAfterPaint\(\)<\/script><\/body>/);
  });

  it('a file name cannot close a script early, nor a venue text the head', () => {
    const page = compose({
      preloads: ['/remotes/x/</script><script>alert(1)</script>.js'],
      head: { title: '</title><script>x</script>', description: 'd', siteName: 's', language: 'it' },
    });
    expect(page.match(/<\/script>/g)).toHaveLength(3); // the boot data's, the files', the loader's
    expect(page).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
  });

  it('the server and the loader name the same marks', () => {
    expect({ PAGE_FILES_ID, REMOTE_CSS_ATTRIBUTE, VENUE_SCRIPT_TYPE }).toEqual({
      PAGE_FILES_ID: loaderMarks.PAGE_FILES_ID,
      REMOTE_CSS_ATTRIBUTE: loaderMarks.REMOTE_CSS_ATTRIBUTE,
      VENUE_SCRIPT_TYPE: loaderMarks.VENUE_SCRIPT_TYPE,
    });
  });
});

describe('the page template', () => {
  it('is refused when a placeholder is missing, repeated or unknown', () => {
    expect(() => parsePageTemplate(PAGE_TEMPLATE.replace('<!--page:root-->', ''))).toThrow('no <!--page:root-->');
    expect(() => parsePageTemplate(PAGE_TEMPLATE.replace('<!--page:head-->', '<!--page:head--><!--page:head-->'))).toThrow('twice');
    expect(() => parsePageTemplate(PAGE_TEMPLATE.replace('<!--page:head-->', '<!--page:body-->'))).toThrow('unknown placeholder');
  });

  it('inserts a value as it is: a "$&" in a venue text stays text', () => {
    expect(compose({ root: '<p>$& $1 $$</p>' })).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });
});

/** A host build folder with these files (empty unless given). */
function hostDist(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  mkdirSync(path.join(dist, 'after-paint'));
  for (const [file, body] of Object.entries({ 'index.html': '', ...files })) writeFileSync(path.join(dist, file), body);
  return dist;
}

describe('texts a page names early', () => {
  it('the host’s text files of the page’s language that every page speaks (the payment texts come with the payment screens)', () => {
    const files = [
      'main.1a2b3c4d.js',
      'i18n-common-de.5349a294.json',
      'i18n-common-en.a8dd3241.json',
      'i18n-host-de.0675d8a7.json',
      'i18n-payments-de.510d7700.json',
      'card-payment.c3b83b48.js',
      'boot-files.json',
    ];
    const build = hostBuild(hostDist(Object.fromEntries(files.map((file) => [file, '']))));
    expect(everyPageTexts(build, 'de')).toEqual(['/i18n-common-de.5349a294.json', '/i18n-host-de.0675d8a7.json']);
    expect(everyPageTexts(build, 'es')).toEqual([]);
    expect(hostNamespaces(build)).toEqual(new Set(['common', 'host', 'payments']));
  });

  it('the host’s entry and start files from its build’s boot-files.json, as site paths; none from a build without it or with an odd name in it', () => {
    const dist = hostDist({});
    expect(hostBuild(dist).bootScripts).toEqual([]);
    writeFileSync(
      path.join(dist, 'boot-files.json'),
      JSON.stringify({ entry: ['main.0a1b2c3d.js', '../x.js'], scripts: ['libraries.1a2b3c4d.js', 'bootstrap.5e6f7a8b.js', '../secret.js', 'x.css', 42] }),
    );
    // A new build is seen when boot-files.json changes.
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'boot-files.json'), later, later);
    expect(hostBuild(dist).bootScripts).toEqual(['/libraries.1a2b3c4d.js', '/bootstrap.5e6f7a8b.js']);
    expect(hostBuild(dist).entry).toEqual(['/main.0a1b2c3d.js']);
    expect(hostBuild(dist).pageScripts).toEqual({});
    expect(hostBuild(dist).page).toBeUndefined();
  });

  it('the host’s own lazy page: its files by its key in the route table', () => {
    const dist = hostDist({
      'boot-files.json': JSON.stringify({ scripts: ['libraries.1a2b3c4d.js'], pages: { welcome: ['welcome.9f8e7d6c.js', '../x.js'], odd: 'welcome.js' } }),
      'page.html': PAGE_TEMPLATE,
    });
    expect(hostBuild(dist).pageScripts).toEqual({ welcome: ['/welcome.9f8e7d6c.js'], odd: [] });
    expect(hostBuild(dist).page?.order).toEqual(['lang', 'head', 'stylesheets', 'root', 'scripts']);
  });

  it('the route’s remote: its entry (which the page then loads without the manifest), its pages’ module, the page’s chunk, its texts in the page’s language and its stylesheet once', async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.0d445b1b.js', path: '' } },
      exposes: [
        {
          path: './pages',
          assets: { js: { sync: ['__federation_expose_pages.1c2d.js'], async: ['7571.9f8e.js'] }, css: { sync: ['styles.aa11.css'], async: ['styles.aa11.css'] } },
        },
      ],
      texts: ['i18n-booking-de.333a.json', 'i18n-booking-it.444b.json', 'i18n-bookingHelp-de.555c.json', 42],
      shared: [
        { name: 'react', assets: { js: { sync: ['react.77aa.js'] } } },
        { name: '@venue/shared/forms', assets: { js: { sync: ['489.88bb.js'] } } },
      ],
      pages: {
        ReserveEdit: {
          js: ['page-ReserveEdit.99cc.js', '__federation_expose_pages.1c2d.js', '../outside.js'],
          shared: ['react', '@venue/shared', '@venue/shared/forms'],
        },
      },
    };
    // A deployment whose manifest is not shaped as expected: its odd fields are left out.
    const odd = {
      ...manifest,
      shared: 'react',
      pages: { ReserveEdit: { js: 'page.js', shared: [7, '@venue/shared/forms'] }, toString: { js: ['x.js'] } },
    };
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
        preloads: [
          '/remotes/booking/remoteEntry.0d445b1b.js',
          '/remotes/booking/__federation_expose_pages.1c2d.js',
          '/remotes/booking/i18n-booking-de.333a.json',
          '/remotes/booking/i18n-bookingHelp-de.555c.json',
        ],
        stylesheets: ['/remotes/booking/styles.aa11.css'],
      });
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

  it('a staff page (the door page): the host’s staff texts too; a remote’s staff texts on its staff pages only', async () => {
    const files = ['i18n-common-de.1.json', 'i18n-host-de.2.json', 'i18n-staff-de.3.json', 'i18n-staffDoor-de.4.json', 'i18n-staffDoor-it.5.json', 'boot-files.json'];
    const build = hostBuild(hostDist(Object.fromEntries(files.map((file) => [file, '']))));
    expect(everyPageTexts(build, 'de')).toEqual(['/i18n-common-de.1.json', '/i18n-host-de.2.json']);
    expect(staffPageTexts(build, 'de')).toEqual(['/i18n-staff-de.3.json', '/i18n-staffDoor-de.4.json']);

    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.1.js', path: '' } },
      exposes: [{ path: './pages', assets: { js: { sync: ['pages.2.js'], async: [] }, css: { sync: [], async: [] } } }],
      texts: ['i18n-promo-de.3.json', 'i18n-staffPromo-de.4.json', 'i18n-staff-de.5.json'],
    };
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(manifest));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const texts = async (page: string) =>
        (await remoteAssets('/remotes/promo/mf-manifest.json', origin, { language: 'de', page })).preloads.filter((file) => file.endsWith('.json'));
      // A guest page never names the staff screen's texts (it would fetch a file it never reads).
      expect(await texts('Promo')).toEqual(['/remotes/promo/i18n-promo-de.3.json', '/remotes/promo/i18n-staff-de.5.json']);
      expect(await texts('StaffPromoCode')).toEqual([
        '/remotes/promo/i18n-promo-de.3.json',
        '/remotes/promo/i18n-staffPromo-de.4.json',
        '/remotes/promo/i18n-staff-de.5.json',
      ]);
    } finally {
      server.close();
    }
  });

  it('the remote’s own files and texts, not its copy of the texts the host provides', () => {
    const host = ['/i18n-common-de.5349a294.json', '/i18n-host-de.0675d8a7.json'];
    const remote = [
      '/remotes/booking/remoteEntry.0d445b1b.js',
      '/remotes/booking/i18n-booking-de.333a2c3a.json',
      '/remotes/booking/i18n-common-de.c44c6853.json',
      '/remotes/booking/i18n-payments-de.f751b4f6.json',
    ];
    expect(earlyFiles(host, remote, new Set(['common', 'host', 'payments']))).toEqual([
      ...host,
      '/remotes/booking/remoteEntry.0d445b1b.js',
      '/remotes/booking/i18n-booking-de.333a2c3a.json',
    ]);
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

describe('a staff page’s head and policy', () => {
  it('is never indexed: a robots meta in the head', () => {
    const head = { title: 'T', description: 'D', siteName: 'S', language: 'it' };
    expect(documentHead({ ...head, noindex: true })).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(documentHead(head)).not.toContain('robots');
  });

  it('may compile WebAssembly (the QR decoder), never evaluate JavaScript, nor load another site script; guest pages may not', () => {
    const config = { remoteUrls: { giftcards: undefined, booking: undefined, promo: undefined } } as unknown as Parameters<typeof pageCsp>[0];
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
    const staff = staffPageCsp(config, 'n0nce');
    expect(directive(staff, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' 'wasm-unsafe-eval'");
    expect(directive(staff, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(staff, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(staff).not.toMatch(/https:|'unsafe-eval'|'strict-dynamic'/);
    expect(pageCsp(config, 'n0nce')).not.toContain('wasm');
  });
});
