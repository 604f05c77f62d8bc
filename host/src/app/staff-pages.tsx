import { Suspense, lazy } from 'react';
import { LoadingState } from '@venue/shared';

// The door page's host screens, each a lazy chunk of its own: no guest page downloads them (nor
// @venue/shared/staff, nor the scanner). The layout's chunk (`staff`, STAFF_LAYOUT_CHUNK) brings the
// staff texts and waits for them, on the server as in the browser, so hydration draws what the
// server drew; the server names its files on every staff page (webpack/boot-files-plugin.cjs).
const LazyStaffLayout = lazy(() =>
  import(/* webpackChunkName: "staff" */ '../features/staff/staff-layout').then(async (m) => {
    await m.staffTextsReady();
    return { default: m.StaffLayout };
  }),
);
const LazyScanPage = lazy(() => import(/* webpackChunkName: "staffScan" */ '../features/staff-scan/staff-scan-page').then((m) => ({ default: m.StaffScanPage })));
const LazyLogPage = lazy(() => import(/* webpackChunkName: "staffLog" */ '../features/staff-log/staff-log-page').then((m) => ({ default: m.StaffLogPage })));

export function StaffLayout() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyStaffLayout />
    </Suspense>
  );
}

export function StaffScanPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyScanPage />
    </Suspense>
  );
}

export function StaffLogPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyLogPage />
    </Suspense>
  );
}
