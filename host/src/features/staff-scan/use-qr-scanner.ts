import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { SCAN_DECODED_MARK, markScan } from '@venue/shared/staff';
import { type CameraStatus, cameraStatusOf, hasCameraApi } from './camera-status';
import { type QrDetector, browserBarcodeDetector, chooseQrDetector } from './qr-detector';

/** How often a frame is decoded: quick enough for a code held up, light on a phone's battery. */
const FRAME_MS = 150;
/** The same value read again this soon is the same code still in view, not a new scan. */
const SAME_CODE_MS = 3000;

export interface QrScannerOptions {
  /** Called once per code put in view. */
  onDecoded: (value: string) => void;
  /** While true (a lookup running), frames are not decoded. */
  paused: boolean;
  /** The detector to use: the browser's or the ponyfill's (tests pass a fake). */
  detector?: () => Promise<QrDetector>;
}

const defaultDetector = async (): Promise<QrDetector> =>
  (await chooseQrDetector(browserBarcodeDetector(), () => import('./zxing-ponyfill').then((m) => m.loadZxingDetector()))).detector;

/**
 * The rear camera in `video`, decoded a few times a second. Works with any camera stream,
 * Chromium's fake camera included. Stops the camera when the screen goes.
 */
export function useQrScanner(video: RefObject<HTMLVideoElement | null>, { onDecoded, paused, detector = defaultDetector }: QrScannerOptions) {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ onDecoded, paused, detector });
  useEffect(() => {
    latest.current = { onDecoded, paused, detector };
  });

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (!hasCameraApi()) {
      setStatus('unsupported');
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { value: '', at: 0 };
    setStatus('starting');

    const decode = async (reader: QrDetector) => {
      if (stopped) return;
      if (!latest.current.paused && el.readyState >= 2) {
        try {
          const value = (await reader.detect(el)).find((code) => code.rawValue)?.rawValue;
          const now = Date.now();
          if (value && !stopped && !latest.current.paused && (value !== last.value || now - last.at > SAME_CODE_MS)) {
            last = { value, at: now };
            markScan(SCAN_DECODED_MARK);
            latest.current.onDecoded(value);
          } else if (value) last.at = now;
        } catch {
          // a frame that cannot be read (still loading, resized): the next one may be
        }
      }
      if (!stopped) timer = setTimeout(() => void decode(reader), FRAME_MS);
    };

    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped) return;
        el.srcObject = stream;
        await el.play().catch(() => undefined);
        const reader = await latest.current.detector();
        if (stopped) return;
        setStatus('scanning');
        void decode(reader);
      } catch (error) {
        if (!stopped) setStatus(cameraStatusOf(error));
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      el.srcObject = null;
    };
  }, [video, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
