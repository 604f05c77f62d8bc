import { serverVenueHtml, venueHtmlWithoutScripts } from '../src/custom-html/page-nonce';

// The venue's HTML as the server sends it: classic scripts wait for the after-paint loader
// (they would hold the page's first paint), every script has the page's nonce.
test('classic scripts are made inert for the loader, with the nonce and their other attributes', () => {
  const html = serverVenueHtml(
    '<script>a()</script><script src="/x.js" async></script><SCRIPT type="text/javascript" data-k=1>b()</SCRIPT><script type=\'application/javascript\'>c()</script>',
    'n0nce',
  );
  expect(html).toBe(
    '<script nonce="n0nce" type="text/x-venue-script">a()</script>' +
      '<script nonce="n0nce" type="text/x-venue-script" src="/x.js" async></script>' +
      '<script nonce="n0nce" type="text/x-venue-script" data-k=1>b()</SCRIPT>' +
      '<script nonce="n0nce" type="text/x-venue-script">c()</script>',
  );
});

test('modules, JSON-LD and other data scripts stay as the venue wrote them (with the nonce)', () => {
  const ld = '<script type="application/ld+json">{"@type":"Restaurant"}</script>';
  const module = '<script type="module" src="/m.js"></script>';
  expect(serverVenueHtml(ld + module, 'n0nce')).toBe(
    '<script nonce="n0nce" type="application/ld+json">{"@type":"Restaurant"}</script><script nonce="n0nce" type="module" src="/m.js"></script>',
  );
});

test('a nonce cannot break out of its attribute', () => {
  expect(serverVenueHtml('<script>a()</script>', 'ab"c<d')).toBe('<script nonce="abcd" type="text/x-venue-script">a()</script>');
});

// A page whose address carries a guest's secret: the venue's markup, none of its scripts.
test('without scripts: every script element goes, whatever its case, type or attributes', () => {
  const html = venueHtmlWithoutScripts(
    '<nav>Menu</nav><script>steal(location.href)</script><SCRIPT src="https://t.example/x.js" async></SCRIPT>' +
      '<script type="module">m()</script><p>after</p><script>unterminated(',
  );
  expect(html).toBe('<nav>Menu</nav><p>after</p>');
});
