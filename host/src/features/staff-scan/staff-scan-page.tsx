import { useTranslation } from '@venue/shared';
import { STAFF_NS, StaffError } from '@venue/shared/staff';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import { CameraView } from './camera-view';
import { CodeEntryForm } from './code-entry-form';
import { useCodeLookup } from './use-code-lookup';
import styles from './staff-scan.module.css';

/** /staff once signed in: scan a QR code, or type a code; its screen opens with the answer. */
export function StaffScanPage() {
  const { t } = useTranslation([STAFF_DOOR_NS, STAFF_NS]);
  const { lookUp, pending, error } = useCodeLookup();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('scan.title')}</h1>
      <CameraView onDecoded={lookUp} paused={pending} />
      {pending ? (
        <p className={styles.hint} role="status">
          {t('scan.looking')}
        </p>
      ) : null}
      <StaffError error={error} />
      <CodeEntryForm onSubmit={lookUp} pending={pending} />
    </div>
  );
}
