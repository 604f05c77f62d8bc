// Writes boot-files.json: the scripts a page's start needs after the entry, that is the files of
// the named chunk group the entry imports (`bootstrap`) and of the shared libraries its modules
// consume (their fallbacks: on the host's pages the host provides them). The entry only asks for
// them once it runs; the server names them in the page, so the browser fetches them beside the
// entry instead of after it (server/src/web/host-build.ts). `entry` lists the entry's own scripts, in order: the page starts
// them itself (server/src/web/page-document.ts), index.html's tags are for pages the server
// does not render.
//
// `pages` maps a host page's key (its row in shared/src/routes/route-table.ts) to the named chunk
// group of that page (a lazy route): its files, less the start files, are named on that page
// only; a row naming a page the build has no chunk group for fails the build.
// It runs after webpack has given every file its final content hash (OPTIMIZE_HASH), so the
// names it writes are the names on disk.
class BootFilesPlugin {
  /**
   * @param {typeof import('webpack')} webpack the app's own webpack
   * @param {{ chunkGroup: string, pages?: string[], filename?: string }} options
   */
  constructor(webpack, options) {
    this.webpack = webpack;
    this.chunkGroup = options.chunkGroup;
    this.pages = options.pages ?? [];
    this.filename = options.filename ?? 'boot-files.json';
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        // The host provides the shared libraries its pages run: a consumer's files are its
        // provider's chunks, which webpack may emit under another id than the consumer's own
        // fallback (the same modules: @venue/shared/staff's), and only those the page loads.
        const providers = new Map();
        for (const module of compilation.modules) if (module.type === 'provide-module' && typeof module._name === 'string') providers.set(module._name, module);
        const filesOf = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`BootFilesPlugin: no chunk group named "${name}" (webpackChunkName of a lazy import)`);
          const files = new Set();
          const seen = new Set();
          const visit = (chunk) => {
            if (seen.has(chunk)) return;
            seen.add(chunk);
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              // A shared library's consumer: the provider's own copy is a chunk group of its
              // own, loaded with the chunk.
              if (module.type !== 'consume-shared-module') continue;
              const provider = providers.get(module.options.shareKey);
              const source = provider?.blocks.length ? provider : module;
              for (const block of source.blocks) compilation.chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
            }
          };
          group.chunks.forEach(visit);
          return files;
        };
        const scripts = filesOf(this.chunkGroup);
        const pages = Object.fromEntries(this.pages.map((name) => [name, [...filesOf(name)].filter((file) => !scripts.has(file))]));
        // The page's entry only: the host's build has a second one, the booking embed's (embed-app).
        const entry = (compilation.entrypoints.get('main')?.getFiles() ?? []).filter((file) => file.endsWith('.js'));
        compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify({ entry, scripts: [...scripts], pages }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BootFilesPlugin };
