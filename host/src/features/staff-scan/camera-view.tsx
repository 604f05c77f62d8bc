import { useRef } from 'react';
import { Button, useTranslation } from '@venue/shared';
import { STAFF_DOOR_NS } from '../../i18n/staff-door-resources';
import { useQrScanner } from './use-qr-scanner';
import styles from './staff-scan.module.css';

/** The rear camera's picture, decoded as it runs; says why when there is no picture. */
export function CameraView({ onDecoded, paused }: { onDecoded: (value: string) => void; paused: boolean }) {
  const { t } = useTranslation(STAFF_DOOR_NS);
  const video = useRef<HTMLVideoElement>(null);
  const { status, retry } = useQrScanner(video, { onDecoded, paused });
  const showing = status === 'starting' || status === 'scanning';
  return (
    <section className={styles.camera} data-camera={status}>
      <div className={showing ? styles.viewfinder : styles.hidden}>
        {/* muted + playsInline: iOS plays a camera stream inline only so. */}
        <video ref={video} className={styles.video} muted playsInline aria-label={t('scan.cameraLabel')} />
        <span className={styles.frame} aria-hidden="true" />
      </div>
      <p className={status === 'scanning' || status === 'starting' ? styles.hint : styles.problem} role="status">
        {t(`scan.${status}`)}
      </p>
      {status === 'refused' || status === 'failed' ? (
        <Button variant="secondary" block onClick={retry}>
          {t('scan.retryCamera')}
        </Button>
      ) : null}
    </section>
  );
}
