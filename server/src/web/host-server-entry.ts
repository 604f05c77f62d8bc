/**
 * The host's server build (host/dist/server/main.js), required once from WEB_ROOT at run time:
 * the server never imports front-end code. Both sides speak the contract in
 * shared/src/ssr/render-contract.d.ts. A failed load is tried again on the next page. Node keeps
 * the code (and the federation runtime its global state) for the life of the process, so the
 * host's build is pinned to the one this code came with (host-build.ts): a new host build is
 * served after a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HostServerEntry } from '../../../shared/src/ssr/render-contract';
import { pinHostBuild } from './host-build';

export type { HostServerEntry, RenderApiAnswer, RenderHead, RenderRequest, RenderResult, RenderRoute } from '../../../shared/src/ssr/render-contract';

let entry: Promise<HostServerEntry> | undefined;

export function loadHostServerEntry(hostDist: string): Promise<HostServerEntry> {
  if (!entry) {
    const file = path.join(hostDist, 'server', 'main.js');
    entry = (async () => {
      if (!fs.existsSync(file)) throw new Error(`no server build at ${file}`);
      pinHostBuild(hostDist);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build found at run time: `require` keeps it out of the server's own build
      return (await require(file)) as HostServerEntry;
    })();
    entry.catch(() => {
      entry = undefined;
    });
  }
  return entry;
}
