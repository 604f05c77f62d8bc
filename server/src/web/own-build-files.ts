/**
 * The files of the builds this server serves itself (a remote's `/remotes/<name>/…`, its server
 * build included), read from its disk for its own renders (RenderRequest.ownFile): the render of
 * a remote's page reads the remote's manifests without a request to the server's own address.
 * An address elsewhere (a remote deployed on its own origin) is not one of them: null.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../config';

const REMOTE_FILE = /^\/remotes\/([a-z]+)\/(.+)$/;

export function ownBuildFiles(webRoot: string, origin: string): (url: string) => Promise<string | null> {
  const own = new URL(origin).origin;
  return async (url) => {
    const address = new URL(url, origin);
    const match = address.origin === own ? REMOTE_FILE.exec(decodeURIComponent(address.pathname)) : null;
    const name = match?.[1];
    if (!match || !(REMOTE_NAMES as readonly string[]).includes(name ?? '')) return null;
    const dist = path.resolve(webRoot, `remote-${name}`, 'dist');
    const file = path.resolve(dist, match[2]!);
    // Inside its build folder only: a `..` in an address reads nothing else.
    if (!file.startsWith(dist + path.sep)) return null;
    return fs.promises.readFile(file, 'utf8');
  };
}
