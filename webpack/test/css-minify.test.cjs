// node --test webpack/test (scripts/test.mjs): stylesheets minified as they are read
// (css-minify-loader.cjs). A small app with a CSS Module loaded lazily, built in a temporary folder
// with the host's webpack, mini-css-extract-plugin and css-loader as webpack/app-config.cjs
// configures them: the stylesheet carries no comment or indentation, its rules and class names
// are whole, and the webpack runtime asks for the stylesheet file the build wrote.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { runCompiler } = require('./run-compiler.cjs');

const hostRequire = createRequire(path.join(__dirname, '..', '..', 'host', 'package.json'));
const webpack = hostRequire('webpack');
const MiniCssExtractPlugin = hostRequire('mini-css-extract-plugin');
const MINIFY_LOADER = path.join(__dirname, '..', 'css-minify-loader.cjs');

const STYLESHEET = `
/* The card: a comment the page does not need. */
.card {
  display: flex;
  gap: var(--space, 8px);
  color: color-mix(in srgb, var(--accent) 82%, #000);
}

/* Its title. */
.title   >   strong { font-weight: 700; }
`;

function build(dir) {
  const compiler = webpack({
    context: dir,
    entry: './entry.js',
    mode: 'production',
    devtool: false,
    target: 'web',
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    module: {
      rules: [
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: hostRequire.resolve('css-loader'), options: { modules: { localIdentName: 'app_[local]', namedExport: false } } },
            MINIFY_LOADER,
          ],
        },
      ],
    },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })],
  });
  return runCompiler(compiler);
}

test('a lazily loaded CSS Module is minified, whole, and asked for by the name the build gave it', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-minify-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'card.module.css'), STYLESHEET);
  fs.writeFileSync(path.join(dir, 'card.js'), "import styles from './card.module.css';\nexport const card = styles.card;\n");
  fs.writeFileSync(path.join(dir, 'entry.js'), 'import(/* webpackChunkName: "card" */ \'./card.js\').then((m) => console.log(m.card));\n');
  await build(dir);

  const files = fs.readdirSync(path.join(dir, 'dist'));
  const stylesheets = files.filter((file) => file.endsWith('.css'));
  assert.equal(stylesheets.length, 1);
  const css = fs.readFileSync(path.join(dir, 'dist', stylesheets[0]), 'utf8');
  assert.ok(!css.includes('/*'), `no comment left: ${css}`);
  assert.ok(!/\n\s/.test(css), `no indentation left: ${css}`);
  assert.match(css, /\.app_card\{display:flex;gap:var\(--space, ?8px\);color:color-mix\(/);
  assert.match(css, /\.app_title>strong\{font-weight:700\}/);

  // The runtime of the entry names the lazy chunk's stylesheet by its hash: it is the file there.
  const entry = fs.readFileSync(
    path.join(
      dir,
      'dist',
      files.find((file) => file.startsWith('main.') && file.endsWith('.js')),
    ),
    'utf8',
  );
  const hash = /card\.([0-9a-f]{8})\.css/.exec(stylesheets[0])[1];
  assert.ok(entry.includes(hash), `the runtime asks for ${stylesheets[0]}`);
});
