/// <reference path="../types/css-modules.d.ts" />
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { cx } from './class-names';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  /** What the QR code holds. */
  value: string;
  /** Shown size in CSS pixels (the image is drawn larger, for sharp scans). */
  size?: number;
  /** Default: the translated "QR code of code {value}". */
  alt?: string;
  className?: string;
}

/** A QR code as an image; the `qrcode` library is loaded (dynamic import) only where one is shown. */
export function QrCode({ value, size = 220, alt, className }: QrCodeProps) {
  const { t } = useTranslation('common', { i18n });
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { errorCorrectionLevel: 'M', margin: 4, scale: 8, color: { dark: '#000000', light: '#ffffff' } }))
      .then((url) => !cancelled && setSrc(url))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value]);

  const label = alt ?? t('qr.alt', { code: value });
  return (
    <div className={cx(styles.frame, className)} style={{ width: size, height: size }} data-qr-value={value}>
      {src ? (
        <img className={styles.image} src={src} width={size} height={size} alt={label} />
      ) : (
        <span className={styles.placeholder} role={failed ? undefined : 'status'}>
          {failed ? value : t('qr.loading')}
        </span>
      )}
    </div>
  );
}
