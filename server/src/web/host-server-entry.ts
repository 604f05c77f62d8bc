/**
 * The host's server build (host/dist/server/main.js), required once from WEB_ROOT at run time:
 * the server never imports front-end code. Both sides speak the contract in
 * shared/src/ssr/render-contract.d.ts. A failed load is tried again on the next page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HostServerEntry } from '../../../shared/src/ssr/render-contract';

export type { HostServerEntry, RenderHead, RenderRequest, RenderResult, RenderRoute } from '../../../shared/src/ssr/render-contract';

let entry: Promise<HostServerEntry> | undefined;

export function loadHostServerEntry(hostDist: string): Promise<HostServerEntry> {
  if (!entry) {
    const file = path.join(hostDist, 'server', 'main.js');
    entry = (async () => {
      if (!fs.existsSync(file)) throw new Error(`no server build at ${file}`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build found at run time: `require` keeps it out of the server's own build
      return (await require(file)) as HostServerEntry;
    })();
    entry.catch(() => {
      entry = undefined;
    });
  }
  return entry;
}
