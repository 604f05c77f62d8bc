// Where a machine's CPU goes over a stretch of a bench: every process's user + system time
// (/proc/<pid>/stat), grouped by what it is, between two snapshots. Linux only. On a machine
// where the load generator, the balancer, the instances and PostgreSQL share the cores, it says
// how much of them the system under test had.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** What a process is: this bench, an instance of the server, PostgreSQL, HAProxy or other. */
function groupOf(pid, comm) {
  if (pid === process.pid) return 'this bench (the load generator)';
  if (comm.startsWith('postgres')) return 'PostgreSQL';
  if (comm === 'haproxy') return 'HAProxy';
  if (comm.startsWith('node') || comm.startsWith('MainThread')) {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('main.js') || cmdline.includes('main.ts')) return 'the server instances';
  }
  return 'other';
}

/** CPU ms used so far, by group, of every process alive now (and of the ones gone, as their parents reaped them: not counted). */
export function cpuSnapshot() {
  const byPid = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
      byPid.set(Number(entry), { group: groupOf(Number(entry), comm), ms });
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** CPU ms by group between two snapshots (a process that started in between counts from 0). */
export function cpuBetween(before, after) {
  const groups = new Map();
  for (const [pid, { group, ms }] of after) {
    const used = ms - (before.get(pid)?.ms ?? 0);
    if (used > 0) groups.set(group, (groups.get(group) ?? 0) + used);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}
