// A browser that has just started is still busy with its own start-up: Debian's Chromium 156
// (full browser, headless) spends about two seconds of CPU in a renderer of its own UI (the
// omnibox popup's WebUI) right after launch. A page loaded then shares two cores with it, and its
// tasks take longer on the clock (Lighthouse's TBT counts clock time). A guest's browser is
// already running when they open the page, so the benches wait for the browser to settle first.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

/** CPU ticks (user + system) of a process and all its descendants, read from /proc (Linux). */
function treeTicks(rootPid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const ticks = Number(fields[11]) + Number(fields[12]);
      children.set(Number(entry), { ppid, ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    total += children.get(pid)?.ticks ?? 0;
    for (const [child, info] of children) if (info.ppid === pid) queue.push(child);
  }
  return total;
}

/**
 * Resolves once the browser's processes have used under 5 % of a core for a whole second (or
 * after `maxMs`); returns how long it waited. Without /proc it waits a fixed 3 s.
 */
export async function browserSettled(pid, { maxMs = 15_000 } = {}) {
  const start = Date.now();
  if (!fs.existsSync('/proc/self/stat')) {
    await new Promise((r) => setTimeout(r, 3000));
    return Date.now() - start;
  }
  let before = treeTicks(pid);
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = treeTicks(pid);
    if (now - before < 5) break; // 100 ticks a second per core: < 5 % of one core
    before = now;
  }
  return Date.now() - start;
}

/** The browser's own version line, e.g. "Chromium 156.0.8078.114 built on Debian …". */
export function browserVersion(executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8' })
      .trim()
      .replace(/\s+built on.*$/, '');
  } catch {
    return `${executable} (version unknown)`;
  }
}
