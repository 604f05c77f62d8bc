/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// @venue/shared/forms is a federated singleton of its own, bundled apart from @venue/shared. A
// module both entries reach by relative imports is bundled twice: if it holds state (the i18n
// instance, the atoms, the router's context, ApiError for `instanceof`), the forms would hold a
// second copy of it, and a form would stop following the language switch or the venue's data.
// Forms modules take those from '@venue/shared'. Type-only imports are erased and do not count.
const SRC = path.resolve(__dirname, '..', 'src');

function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** Every module an entry reaches through value imports with a relative path (lazy `import()` included). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specs = [
      ...[...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]!),
      ...[...source.matchAll(/import\(\s*(?:\/\*.*?\*\/\s*)?'(\.[^'$]+)'\s*\)/g)].map((m) => m[1]!),
    ];
    for (const spec of specs) {
      const target = resolveRelative(file, spec);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

test('no module is bundled into both @venue/shared and @venue/shared/forms', () => {
  const core = reachable(path.join(SRC, 'index.ts'));
  const forms = reachable(path.join(SRC, 'forms.ts'));
  // Stateless helpers may be copied; every other module belongs to one entry.
  const STATELESS = new Set(['ui/class-names.ts', 'ui/modal.tsx', 'ui/focusable.ts']);
  const both = [...forms]
    .filter((file) => core.has(file))
    .map((file) => path.relative(SRC, file))
    .filter((file) => !STATELESS.has(file));
  expect(forms.size).toBeGreaterThan(10);
  expect(both).toEqual([]);
});

test('the forms entry exports what the form pages use', async () => {
  const forms = await import('../src/forms');
  for (const name of ['TextField', 'EmailField', 'PhoneField', 'ConsentCheckbox', 'BotCheck', 'Modal', 'useConfirmLeave', 'useSendToAddress']) {
    expect(forms).toHaveProperty(name);
  }
});

test('no module is bundled into both @venue/shared and @venue/shared/staff', () => {
  const core = reachable(path.join(SRC, 'index.ts'));
  const staff = reachable(path.join(SRC, 'staff.ts'));
  const both = [...staff].filter((file) => core.has(file)).map((file) => path.relative(SRC, file));
  expect(staff.size).toBeGreaterThan(5);
  expect(both).toEqual([]);
});

test('the card form is not in @venue/shared: only the payment screens bundle it, and share no module with the core', () => {
  const core = reachable(path.join(SRC, 'index.ts'));
  const cardPayment = reachable(path.join(SRC, 'card-payment.ts'));
  const both = [...cardPayment].filter((file) => core.has(file)).map((file) => path.relative(SRC, file));
  expect([...cardPayment].map((file) => path.relative(SRC, file))).toEqual(expect.arrayContaining(['payments/card-payment.tsx', 'payments/demo-card-form.tsx']));
  expect(both).toEqual([]);
});
