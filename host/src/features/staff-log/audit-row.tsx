import { formatDate, useTranslation } from '@venue/shared';
import { STAFF_NS, type AuditAction } from '@venue/shared/staff';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import styles from './staff-log.module.css';

/** One line of the log: when, who, what on which subject, and how it ended. */
export function AuditRow({ row }: { row: AuditAction }) {
  const { t, i18n } = useTranslation([STAFF_DOOR_NS, STAFF_NS]);
  const kind = typeof row.detail?.kind === 'string' ? row.detail.kind : '';
  const what = t(`log.actions.${row.action}`, { defaultValue: row.action });
  const kindText = kind ? t(`log.kinds.${kind}`, { defaultValue: kind }) : '';
  // A refusal reads as the staff screens say it; an unknown code as it is.
  const refusal = `${STAFF_NS}:apiErrors.${row.result}`;
  const result = row.result === 'ok' ? t('log.ok') : i18n.exists(refusal) ? t(refusal) : row.result;
  return (
    <li className={styles.row} data-result={row.result === 'ok' ? 'ok' : 'refused'}>
      <div className={styles.rowHead}>
        <span className={styles.what}>
          {what}
          {kindText ? ` · ${kindText}` : ''}
        </span>
        <time className={styles.when} dateTime={row.at}>
          {formatDate(row.at, i18n.language, 'medium')}
        </time>
      </div>
      <dl className={styles.facts}>
        <dt>{t('log.who')}</dt>
        <dd>{row.label}</dd>
        {row.subject ? (
          <>
            <dt>{t('log.subject')}</dt>
            <dd className={styles.subject}>{row.subject}</dd>
          </>
        ) : null}
        <dt>{t('log.result')}</dt>
        <dd className={row.result === 'ok' ? styles.ok : styles.refused}>{result}</dd>
      </dl>
    </li>
  );
}
