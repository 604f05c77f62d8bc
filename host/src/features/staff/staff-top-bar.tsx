import { useSetAtom } from 'jotai';
import { Button, Link, useLocation, useNavigate, useTranslation } from '@venue/shared';
import { signOut, staffSessionAtom, useStaffRequest, type StaffSession } from '@venue/shared/staff';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import { SIGNED_OUT } from './signed-out';
import styles from './staff-layout.module.css';

const TABS = [
  { to: '/staff', key: 'scan', current: (path: string) => path === '/staff' || path === '/staff/promo' || path === '/staff/giftcard' },
  { to: '/staff/bookings', key: 'bookings', current: (path: string) => path === '/staff/bookings' },
  { to: '/staff/log', key: 'log', current: (path: string) => path === '/staff/log' },
] as const;

/** The door page's bar: the venue, who is signed in, the three sections, sign out. */
export function StaffTopBar({ venueName, session }: { venueName: string; session: StaffSession | null }) {
  const { t } = useTranslation(STAFF_DOOR_NS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setSession = useSetAtom(staffSessionAtom);
  const request = useStaffRequest(signOut);

  const leave = async () => {
    // The cookie is cleared even when the session had already ended: signed out either way.
    await request.run();
    setSession({ status: 'signed-out', reason: SIGNED_OUT });
    navigate('/staff', { replace: true });
  };

  return (
    <header className={styles.bar}>
      <div className={styles.barRow}>
        <div className={styles.who}>
          <span className={styles.venue}>{session?.venue.name || venueName}</span>
          <span className={styles.label}>{session ? t('layout.signedInAs', { label: session.label }) : t('layout.title')}</span>
        </div>
        {session ? (
          <Button variant="secondary" size="small" onClick={leave} loading={request.pending}>
            {t('layout.signOut')}
          </Button>
        ) : null}
      </div>
      {session ? (
        <nav aria-label={t('layout.tabs.label')} className={styles.tabs}>
          {TABS.map((tab) => {
            const current = tab.current(pathname);
            return (
              <Link key={tab.key} to={tab.to} className={current ? `${styles.tab} ${styles.tabCurrent}` : styles.tab} aria-current={current ? 'page' : undefined}>
                {t(`layout.tabs.${tab.key}`)}
              </Link>
            );
          })}
        </nav>
      ) : null}
    </header>
  );
}
