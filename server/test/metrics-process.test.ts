/**
 * The process's figures (prom-client's defaults: CPU, memory, event loop, GC) are collected once
 * per process: prom-client's GC observer is never disconnected, and what it collects into lives as
 * long as the process. An app's metrics are released with the app.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { AppMetrics } from '../src/modules/metrics/app-metrics';

/** V8's full collection, without starting Node with --expose-gc. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Metrics as an app makes them, referenced by nothing but the answer's WeakRef once this returns. */
function metricsOfAnApp(): WeakRef<AppMetrics> {
  const metrics = new AppMetrics();
  metrics.watchRestartNeeded(() => false);
  return new WeakRef(metrics);
}

test('an app’s metrics are released once nothing of the app holds them', async () => {
  const released = [metricsOfAnApp(), metricsOfAnApp(), metricsOfAnApp()];
  // A WeakRef keeps its target until the end of the task that made it.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  expect(released.map((ref) => ref.deref() === undefined)).toEqual([true, true, true]);
});
