// node --test webpack/test (scripts/test.mjs): one federation runtime per page. A small host and a
// small remote, built in a temporary folder with the host's webpack and federation plugin as
// webpack/app-config.cjs configures them: the host provides the very runtime core it runs, one
// copy of it, and the remote's entry carries none.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { runCompiler } = require('./run-compiler.cjs');
const { federationFrom, federationRuntimeProvider } = require('../federation-runtime-provider.cjs');

const hostRequire = createRequire(path.join(__dirname, '..', '..', 'host', 'package.json'));
const webpack = hostRequire('webpack');
const federation = federationFrom(hostRequire);
const { ModuleFederationPlugin } = federation.enhanced();

function build(dir, name, federationOptions) {
  const compiler = webpack({
    context: dir,
    entry: './entry.js',
    mode: 'production',
    devtool: false,
    target: 'web',
    optimization: { minimize: false },
    output: { path: path.join(dir, 'dist', name), publicPath: 'auto', uniqueName: name },
    plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, ...federationOptions })],
  });
  return runCompiler(compiler);
}

/** The files of @module-federation/runtime-core a build bundled. */
function runtimeCoreFiles(stats) {
  const files = [];
  const visit = (modules) => {
    for (const module of modules ?? []) {
      if (module.modules) visit(module.modules);
      if (module.nameForCondition && /[\\/]runtime-core[\\/]dist[\\/]/.test(module.nameForCondition)) files.push(module.nameForCondition);
    }
  };
  visit(stats.toJson({ all: false, modules: true, nestedModules: true }).modules);
  return [...new Set(files)];
}

const made = [];
test.after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const project = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'entry.js'), 'globalThis.entryRan = true;\n');
  fs.writeFileSync(path.join(dir, 'exposed.js'), "export const exposed = 'exposed';\n");
  return dir;
};

test('the host provides the runtime core it runs, bundled once (its ES module build)', async () => {
  const dir = project();
  const stats = await build(dir, 'host', {
    experiments: { optimization: { target: 'web', disableSnapshot: true } },
    runtimePlugins: [federationRuntimeProvider(federation)],
  });
  const core = runtimeCoreFiles(stats);
  assert.ok(core.length > 0, 'the host carries the runtime core');
  assert.deepEqual(
    core.filter((file) => !file.endsWith('.js')),
    [],
    'no CommonJS copy of the core beside the ES module one',
  );

  const page = vm.createContext({ console });
  page.globalThis = page;
  page.window = page;
  page.self = page;
  vm.runInContext(fs.readFileSync(path.join(dir, 'dist', 'host', 'main.js'), 'utf8'), page);
  assert.equal(page.entryRan, true);
  assert.equal(page._FEDERATION_RUNTIME_CORE_FROM.name, 'host');
  const [instance] = page.__FEDERATION__.__INSTANCES__;
  assert.equal(instance.name, 'host');
  assert.ok(instance instanceof page._FEDERATION_RUNTIME_CORE.ModuleFederation, 'the core provided is the one the host runs');
});

test("a remote's entry carries no runtime core: it reads the page's", async () => {
  const dir = project();
  const stats = await build(dir, 'remote', {
    filename: 'remoteEntry.js',
    exposes: { './exposed': './exposed.js' },
    experiments: { optimization: { target: 'web', disableRemote: true, disableSnapshot: true }, externalRuntime: true },
  });
  assert.deepEqual(runtimeCoreFiles(stats), []);
  assert.match(fs.readFileSync(path.join(dir, 'dist', 'remote', 'remoteEntry.js'), 'utf8'), /_FEDERATION_RUNTIME_CORE/);
});
