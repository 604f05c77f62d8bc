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

/** One process's CPU time so far (user + system, ms), from its /proc/<pid>/stat line. */
export function cpuMsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

/** CPU ms used so far by every process alive now, with its group (a process gone meanwhile is not counted). */
export function cpuSnapshot() {
  const byPid = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      byPid.set(Number(entry), { group: groupOf(Number(entry), comm), ms: cpuMsOf(entry) });
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
