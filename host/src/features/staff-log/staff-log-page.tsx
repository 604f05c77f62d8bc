import { Button, ErrorState, LoadingState, useTranslation } from '@venue/shared';
import { STAFF_NS, staffErrorText, StaffError } from '@venue/shared/staff';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import { AuditRow } from './audit-row';
import { useAuditLog } from './use-audit-log';
import styles from './staff-log.module.css';

/** /staff/log: what the venue's staff did, done or refused, newest first. */
export function StaffLogPage() {
  const { t, i18n } = useTranslation([STAFF_DOOR_NS, STAFF_NS]);
  const log = useAuditLog();
  const first = log.rows.length === 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('log.title')}</h1>
      {first && log.pending ? <LoadingState /> : null}
      {log.error && first ? <ErrorState message={staffErrorText(t, i18n.language, log.error)} onRetry={() => void log.reload()} /> : null}
      {!first ? (
        <ol className={styles.list}>
          {log.rows.map((row) => (
            <AuditRow key={row.id} row={row} />
          ))}
        </ol>
      ) : null}
      {first && !log.pending && !log.error ? <p>{t('log.empty')}</p> : null}
      {first ? null : <StaffError error={log.error} />}
      {log.hasMore ? (
        <Button variant="secondary" block loading={log.pending} onClick={() => void log.more()}>
          {t('log.more')}
        </Button>
      ) : null}
    </div>
  );
}
