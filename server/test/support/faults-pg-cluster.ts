/**
 * A throw-away PostgreSQL cluster of our own (initdb in a temp dir, a spare port) that a fault
 * test may stop and start at will: the shared server on :5432 is never touched. Uses the
 * binaries of the installed PostgreSQL (/usr/lib/postgresql/<version>/bin, or PG_BIN). PostgreSQL
 * refuses to run as root, so as root (CI) every command runs as the `postgres` user through
 * `runuser`, in a temp dir that user owns.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function findBinDir(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')) && fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0]!, 'bin') : null;
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Why a private cluster cannot run here, or null when it can. */
export function privateClusterUnavailable(): string | null {
  const bin = findBinDir();
  if (!bin) return 'no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin or PG_BIN';
  if (isRoot && !postgresUser()) return 'running as root, and there is no postgres user to run PostgreSQL as';
  if (isRoot && !fs.existsSync('/usr/sbin/runuser') && !fs.existsSync('/sbin/runuser') && !fs.existsSync('/usr/bin/runuser')) {
    return 'running as root without runuser';
  }
  return null;
}

export class PrivatePgCluster {
  readonly dir: string;
  private readonly bin = findBinDir()!;

  constructor(readonly port: number) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-faults-pg-'));
    if (isRoot) {
      const user = postgresUser()!;
      fs.chownSync(this.dir, user.uid, user.gid);
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): string {
    const cmd = path.join(this.bin, tool);
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  }

  init(): void {
    this.run('initdb', ['-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  }

  start(): void {
    const options = [`-p ${this.port}`, `-k ${this.dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c max_connections=50'].join(' ');
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-o', options, '-l', path.join(this.dir, 'log'), '-w', '-t', '60', 'start']);
  }

  /**
   * Like a crash of the postmaster: every connection drops, no clean shutdown. Asynchronous, so
   * requests already sent keep running while it happens.
   */
  stopImmediate(): Promise<void> {
    const cmd = path.join(this.bin, 'pg_ctl');
    const args = ['-D', path.join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop'];
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    return new Promise((resolve, reject) => execFile(file, argv, { timeout: 60_000 }, (err) => (err ? reject(err) : resolve())));
  }

  /** Stops the cluster if it runs and removes its files. */
  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  log(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'log'), 'utf8');
    } catch {
      return '';
    }
  }
}
