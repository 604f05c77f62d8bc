// Writes boot-files.json: the scripts a page's start needs after the entry, that is the files of
// the named chunk group the entry imports (`bootstrap`) and of the shared libraries its modules
// consume (their fallbacks: on the host's pages the host provides them). The entry only asks for
// them once it runs; the server names them in the page, so the browser fetches them beside the
// entry instead of after it (server/src/web/page-assets.ts).
class BootFilesPlugin {
  /**
   * @param {typeof import('webpack')} webpack the app's own webpack
   * @param {{ chunkGroup: string, filename?: string }} options
   */
  constructor(webpack, options) {
    this.webpack = webpack;
    this.chunkGroup = options.chunkGroup;
    this.filename = options.filename ?? 'boot-files.json';
  }

  apply(compiler) {
    const { Compilation, sources } = this.webpack;
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const group = compilation.namedChunkGroups.get(this.chunkGroup);
        if (!group) throw new Error(`BootFilesPlugin: no chunk group named "${this.chunkGroup}" (webpackChunkName of the entry's import)`);
        const files = new Set();
        const addChunk = (chunk) => {
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        };
        const seen = new Set();
        const visit = (chunk) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          addChunk(chunk);
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // A shared library's consumer: its fallback (the provider's own copy) is a chunk
            // group of its own, loaded with the chunk.
            if (module.type !== 'consume-shared-module') continue;
            for (const block of module.blocks) compilation.chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
          }
        };
        group.chunks.forEach(visit);
        compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify({ scripts: [...files] }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BootFilesPlugin };
