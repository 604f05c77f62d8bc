import { prefetchRemoteFiles, remoteFiles, type RemoteManifest } from '../src/federation/remote-manifest';

// The shape the federation plugin writes (a remote's dist/mf-manifest.json), trimmed.
const manifest = (publicPath: string, path = ''): RemoteManifest => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.1a2b3c4d.js', path } },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'] } } },
    { path: './pages', assets: { js: { sync: ['7571.aa.js', '__federation_expose_pages.bb.js'] }, css: { sync: ['pages.cc.css'] } } },
  ],
});

test("publicPath auto: the entry and the exposed module's files sit beside the manifest, wherever it is deployed", () => {
  expect(remoteFiles(manifest('auto'), 'https://cdn.example/booking/v7/mf-manifest.json', './pages')).toEqual({
    entry: 'https://cdn.example/booking/v7/remoteEntry.1a2b3c4d.js',
    scripts: ['https://cdn.example/booking/v7/7571.aa.js', 'https://cdn.example/booking/v7/__federation_expose_pages.bb.js'],
    stylesheets: ['https://cdn.example/booking/v7/pages.cc.css'],
  });
});

test('a fixed publicPath and an entry in a folder of its own', () => {
  const files = remoteFiles(manifest('https://static.example/b/', 'entry'), 'https://site.example/remotes/booking/mf-manifest.json', './pages');
  expect(files.entry).toBe('https://static.example/b/entry/remoteEntry.1a2b3c4d.js');
  expect(files.scripts[0]).toBe('https://static.example/b/7571.aa.js');
});

test('a manifest without an entry is an error that names it, not a load of "undefined"', () => {
  expect(() => remoteFiles({ metaData: {} }, 'https://x.example/mf-manifest.json', './pages')).toThrow('https://x.example/mf-manifest.json names no remote entry');
});

test('the files the page lacks are asked for as a <script> would ask (no-cors, with credentials); what it has is not', () => {
  document.head.innerHTML = '<script src="/main.js"></script><link rel="stylesheet" href="/remotes/booking/pages.cc.css">';
  const base = `${location.origin}/remotes/booking/`;
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(''));
  prefetchRemoteFiles({ entry: `${base}remoteEntry.js`, scripts: [`${base}7571.aa.js`], stylesheets: [`${base}pages.cc.css`] });
  expect(fetch.mock.calls).toEqual([[`${base}7571.aa.js`, expect.objectContaining({ mode: 'no-cors', credentials: 'include' })]]);
  fetch.mockRestore();
});
