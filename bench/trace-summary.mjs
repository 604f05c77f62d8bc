// Where the time of one tap went, from a Chromium performance trace (the DevTools protocol's
// Tracing domain) taken around it: the page's main-thread tasks between two User Timing marks
// (`tap`, at the pointerdown, and `shown`, at the paint of the next screen), each with the work
// that filled it, and the requests begun in that window. Used by bench/taps.mjs --trace.

/** The trace categories: the timeline (tasks, script, style, layout, paint), V8, User Timing, loading. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'toplevel'].join(',');

/**
 * Records a trace and a CPU profile (sampled every 100 µs: which functions the script time went
 * to) through `cdp` (a page's CDP session) while `during()` runs; resolves with the trace's events,
 * the profile and `during`'s result.
 */
export async function traced(cdp, during) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  let result;
  let profile;
  try {
    result = await during();
  } finally {
    ({ profile } = await cdp.send('Profiler.stop'));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return { events, profile, result };
}

/** The functions that took the most time of a CPU profile (self time), as lines of text. */
export function topFunctions(profile, count = 12) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `  ${(us / 1000).toFixed(1).padStart(6)} ms  ${key}`);
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The work inside a task worth naming (the rest is its own bookkeeping). */
const WORK_NAMES = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GCFinalizeMC',
  'ResourceReceivedData',
  'XHRReadyStateChange',
]);

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

function label(event) {
  const data = event.args?.data ?? {};
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type}`;
  const url = shortUrl(data.url ?? event.args?.fileName ?? data.scriptName);
  const fn = data.functionName ? ` ${data.functionName}` : '';
  return url || fn ? `${event.name}${fn}${url ? ` ${url}` : ''}` : event.name;
}

/** The renderer main thread that carries the `tap` mark (the page's). */
function pageThread(events) {
  const mark = events.find((e) => e.name === 'tap' && e.cat?.includes('blink.user_timing'));
  if (!mark) throw new Error('trace: no "tap" mark (was it taken around the tap?)');
  // User Timing marks are on the renderer's main thread.
  return { pid: mark.pid, tid: mark.tid };
}

/**
 * The tap's summary as lines of text: the window from `tap` to `shown` in ms, each main-thread task
 * that overlaps it (its start from the tap, its duration, its three largest kinds of work), the
 * total busy and idle time, and the requests sent in the window.
 */
export function summarizeTap(events) {
  const { pid, tid } = pageThread(events);
  const marks = events.filter((e) => e.pid === pid && (e.name === 'tap' || e.name === 'shown') && e.cat?.includes('blink.user_timing'));
  const tapTs = marks.find((e) => e.name === 'tap').ts;
  const shownTs = marks.find((e) => e.name === 'shown')?.ts ?? Math.max(...events.map((e) => e.ts ?? 0));
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = main.filter((e) => TASK_NAMES.has(e.name) && e.ts + e.dur > tapTs && e.ts < shownTs).sort((a, b) => a.ts - b.ts);
  // A task nested in another (a RunTask inside a RunTask) is counted in its parent.
  const topTasks = tasks.filter((t, i) => !tasks.some((o, j) => j !== i && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur));
  const lines = [`tap → shown ${((shownTs - tapTs) / 1000).toFixed(0)} ms`];
  let busy = 0;
  for (const task of topTasks) {
    busy += Math.min(task.ts + task.dur, shownTs) - Math.max(task.ts, tapTs);
    if (task.dur < 2000) continue; // tasks under 2 ms are summed, not listed
    const inside = main.filter((e) => e !== task && WORK_NAMES.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // The outermost work of each kind (a FunctionCall inside an EvaluateScript is the script's).
    const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur));
    const byLabel = new Map();
    for (const e of outer) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + e.dur);
    const top = [...byLabel.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
      .join('; ');
    lines.push(`  +${((task.ts - tapTs) / 1000).toFixed(0).padStart(4)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${top}`);
  }
  lines.push(`  main thread busy ${(busy / 1000).toFixed(0)} ms of ${((shownTs - tapTs) / 1000).toFixed(0)} (tasks under 2 ms summed, not listed)`);
  const sent = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= tapTs && e.ts <= shownTs);
  for (const request of sent) lines.push(`  request +${((request.ts - tapTs) / 1000).toFixed(0)} ms ${shortUrl(request.args?.data?.url)}`);
  return lines;
}
