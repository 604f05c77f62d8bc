/**
 * Stripe's request bodies: form-encoded with bracket notation (`metadata[orderId]=7`,
 * `expand[0]=customer`), as the stripe SDK writes them. Values stay strings, as on the wire.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    assign(root, path, value);
  }
  return root;
}

function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  const key = head === '' && Array.isArray(target) ? String(target.length) : head!;
  const container = target as Record<string, FormValue>;
  if (!rest.length) {
    container[key] = value;
    return;
  }
  const nextIsArray = rest[0] === '' || /^\d+$/.test(rest[0]!);
  container[key] ??= nextIsArray ? [] : {};
  assign(container[key] as FormObject | FormValue[], rest, value);
}

/** A stable text of a request's parameters, to compare two requests under one idempotency key. */
export function canonical(value: FormValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
    .join(',')}}`;
}
