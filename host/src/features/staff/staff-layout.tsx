import { useAtomValue } from 'jotai';
import { ErrorState, LoadingState, Outlet, RouteErrorBoundary, locationAtom, useLocation, useTranslation } from '@venue/shared';
import { useFocusOnNavigation } from '../../layout/use-focus-on-navigation';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import { SignInForm } from './sign-in-form';
import { StaffTopBar } from './staff-top-bar';
import { useStaffSessionCheck } from './use-staff-session-check';
import styles from './staff-layout.module.css';

export { staffTextsReady } from './staff-texts';

/**
 * The door page's frame (docs/staff-door.md): a compact bar instead of the venue's header and
 * footer (whose scripts have no place on a staff phone), then the sign-in or the section. The
 * server and the browser's first render draw the neutral shell (the session is not known yet);
 * the browser then asks `GET session`.
 */
export function StaffLayout() {
  const { t } = useTranslation(STAFF_DOOR_NS);
  const location = useAtomValue(locationAtom);
  const session = useStaffSessionCheck();
  useFocusOnNavigation(useLocation().pathname);
  return (
    <div className={styles.shell} data-staff-session={session.status}>
      <StaffTopBar venueName={location?.locationname ?? ''} session={session.status === 'signed-in' ? session.session : null} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {session.status === 'unknown' ? <LoadingState label={t('layout.checking')} /> : null}
        {session.status === 'signed-out' ? <SignInForm reason={session.reason} /> : null}
        {session.status === 'signed-in' ? (
          <RouteErrorBoundary fallback={() => <ErrorState />}>
            <Outlet />
          </RouteErrorBoundary>
        ) : null}
      </main>
    </div>
  );
}
