/** The turn a day's booking calls take before their checks (lib/admission-gate.ts). */
import { AdmissionGate } from '../src/lib/admission-gate';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeout = () => new Error('BUSY');

test('at most `limit` calls of a key run at once, and the others enter in the order they came', async () => {
  const gate = new AdmissionGate(2);
  const entered: string[] = [];
  let running = 0;
  let most = 0;
  const call = (name: string) =>
    gate.run('day', Date.now() + 5000, timeout, async () => {
      entered.push(name);
      most = Math.max(most, (running += 1));
      await later(10);
      running -= 1;
    });
  await Promise.all(['a', 'b', 'c', 'd', 'e'].map(call));
  expect(entered).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(most).toBe(2);
});

test('another key does not wait for a full one', async () => {
  const gate = new AdmissionGate(1);
  const log: string[] = [];
  const holder = gate.run('day1', Date.now() + 5000, timeout, async () => {
    await later(50);
    log.push('day1 done');
  });
  await gate.run('day2', Date.now() + 5000, timeout, async () => log.push('day2 ran'));
  await holder;
  expect(log).toEqual(['day2 ran', 'day1 done']);
});

test('a call still waiting at its deadline leaves with the timeout error without running; the turn goes on', async () => {
  const gate = new AdmissionGate(1);
  const holder = gate.run('day', Date.now() + 5000, timeout, () => later(80));
  let lateRan = false;
  const late = gate.run('day', Date.now() + 20, timeout, async () => {
    lateRan = true;
  });
  const patient = gate.run('day', Date.now() + 5000, timeout, async () => 'ran');
  await expect(late).rejects.toThrow('BUSY');
  expect(gate.load('day')).toEqual({ running: 1, waiting: 1 });
  await holder;
  await expect(patient).resolves.toBe('ran');
  expect(lateRan).toBe(false);
});

test('a call that fails frees its turn, and an idle key is forgotten', async () => {
  const gate = new AdmissionGate(1);
  const failing = gate.run('day', Date.now() + 5000, timeout, async () => {
    await later(10);
    throw new Error('SOLD_OUT');
  });
  const next = gate.run('day', Date.now() + 5000, timeout, async () => 'next ran');
  await expect(failing).rejects.toThrow('SOLD_OUT');
  await expect(next).resolves.toBe('next ran');
  expect(gate.load('day')).toEqual({ running: 0, waiting: 0 });
});
