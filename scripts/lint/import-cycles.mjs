#!/usr/bin/env node
// `npm run lint`'s last word on import cycles: madge walks every package's whole module graph,
// type-only imports and `import()` included, with '@venue/shared' and its entries resolved to
// their files (shared/package.json `exports`), and fails on any cycle. The one check of cycles:
// ESLint has none (a per-file rule walked the graph again for each file). Its test:
// scripts/lint/import-cycles.test.mjs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import madge from 'madge';
import { root } from '../workspace.mjs';

const PACKAGES = [
  'shared/src',
  'shared/standalone',
  'host/src',
  'remote-booking/src',
  'remote-giftcards/src',
  'remote-promo/src',
  'server/src',
  'e2e',
  'webpack',
  'scripts',
  'bench',
];
// The lint rules' own test keeps a cycle on purpose.
const EXCLUDED = [/^scripts\/lint\/fixtures\//, /(^|\/)(node_modules|dist)\//];

/** '@venue/shared' and '@venue/shared/<entry>' → the file each names. */
function sharedEntries() {
  const { exports } = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  const paths = {};
  for (const [key, target] of Object.entries(exports)) {
    if (key.includes('*') || !/\.tsx?$/.test(target)) continue;
    paths[key === '.' ? '@venue/shared' : `@venue/shared/${key.slice(2)}`] = [path.join('shared', target)];
  }
  return paths;
}

const everything = { skipTypeImports: false, skipAsyncImports: false };

/**
 * The import cycles among the files of `folders` (relative to the workspace's root), each as the
 * list of its files, and how many files were walked.
 */
export async function importCycles(folders = PACKAGES, { excluded = EXCLUDED } = {}) {
  const graph = await madge(
    folders.map((folder) => path.join(root, folder)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs'],
      excludeRegExp: excluded,
      tsConfig: { compilerOptions: { baseUrl: root, paths: sharedEntries(), moduleResolution: 'bundler', jsx: 'react-jsx' } },
      detectiveOptions: { ts: everything, tsx: everything, es6: everything },
    },
  );
  return { cycles: graph.circular(), files: Object.keys(graph.obj()).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { cycles, files } = await importCycles();
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s) among ${files} modules:`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
  console.log(`No import cycle among ${files} modules (type imports and import() included).`);
}
