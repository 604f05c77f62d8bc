/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The router reaches every app through @venue/shared (src/router/). An app that imported
// react-router itself would bundle a second copy with its own context: its pages would fail
// under the host's router. This guards every app's sources.
const ROOT = path.resolve(__dirname, '..', '..');
const APP_SOURCES = ['host/src', 'remote-booking/src', 'remote-giftcards/src', 'remote-promo/src', 'shared/standalone'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

test('no app imports react-router directly: the router comes from @venue/shared', () => {
  const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => /from ['"]react-router(\/[^'"]*)?['"]|import\(['"]react-router/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

// The same for react-i18next (src/i18n/react.ts): a second copy would not know the site's
// i18n instance, and every text of that app would show its key.
test('no app imports react-i18next directly: useTranslation comes from @venue/shared', () => {
  const offenders = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => /from ['"]react-i18next['"]|import\(['"]react-i18next/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

test('the shared router module re-exports what the apps use', async () => {
  const router = await import('../src/router');
  for (const name of [
    'Link',
    'Navigate',
    'Outlet',
    'AppRouter',
    'useRoutes',
    'useParams',
    'useNavigate',
    'useBlocker',
    'ScrollRestoration',
    'RouteErrorBoundary',
    'StaticRouter',
  ]) {
    expect(router).toHaveProperty(name);
  }
});
