import { useEffect, useState } from 'react';
import { cx } from './class-names';
import styles from './qr-code.module.css';
import { useTranslation } from '@venue/shared';
import { QR_OPTIONS } from './qr-svg';

export interface QrCodeProps {
  /** What the QR code holds. */
  value: string;
  /** Shown size in CSS pixels (the image is drawn larger, for sharp scans). */
  size?: number;
  /** Default: the translated "QR code of code {value}". */
  alt?: string;
  className?: string;
  /** The QR code already drawn (renderQrSvg), e.g. by the server: shown at once, nothing loads. */
  svg?: string | null;
}

export { renderQrSvg } from './qr-svg';

/** A QR code as an image; the `qrcode` library is loaded (dynamic import) only where one is shown. */
export function QrCode({ value, size = 220, alt, className, svg }: QrCodeProps) {
  const { t } = useTranslation('common');
  const label = alt ?? t('qr.alt', { code: value });
  if (svg) {
    return (
      <div
        className={cx(styles.frame, styles.svg, className)}
        style={{ width: size, height: size }}
        data-qr-value={value}
        role="img"
        aria-label={label}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  return <DrawnQrCode value={value} size={size} label={label} className={className} />;
}

/** Draws the QR code in the browser (the library loads with the first one shown). */
function DrawnQrCode({ value, size, label, className }: { value: string; size: number; label: string; className?: string }) {
  const { t } = useTranslation('common');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { ...QR_OPTIONS, scale: 8, color: { dark: '#000000', light: '#ffffff' } }))
      .then((url) => !cancelled && setSrc(url))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value]);

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
