/**
 * Scrapes an app's /metrics as Prometheus does (staff side, bearer token) and reads it back with
 * a strict reader of the text format (version 0.0.4): every line a HELP, a TYPE or a sample of a
 * declared family, label values quoted and escaped, values numbers. A line that is none of these
 * fails the test.
 */
import type { FastifyInstance } from 'fastify';
import { staffSide } from './staff-side';

export const METRICS_TOKEN = 'mt_0f6c1d2e3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Exposition {
  text: string;
  /** Family name → its TYPE. */
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
const VALUE = /^(?:[+-]?(?:\d+\.?\d*(?:e[+-]?\d+)?|\.\d+)|[+-]Inf|NaN)$/i;
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'], counter: [''], gauge: [''], untyped: [''] };

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) throw new Error(`bad labels in: ${line}`);
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample || !VALUE.test(sample[3]!)) throw new Error(`not a line of the Prometheus text format: ${line}`);
    const name = sample[1]!;
    const family = [...types].find(([f, t]) => (SUFFIXES[t] ?? []).some((s) => `${f}${s}` === name));
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    samples.push({ name, labels: sample[2] ? labelsOf(sample[2], line) : {}, value: Number(sample[3]) });
  }
  return { text, types, samples };
}

export async function scrape(app: FastifyInstance): Promise<Exposition> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: staffSide({ authorization: `Bearer ${METRICS_TOKEN}` }) });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`);
  return parseExposition(res.body);
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there is none yet). */
export function value(e: Exposition, name: string, labels: Record<string, string> = {}): number {
  return e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
}

/** A histogram's observations (its _count). */
export const count = (e: Exposition, name: string, labels: Record<string, string> = {}) => value(e, `${name}_count`, labels);
