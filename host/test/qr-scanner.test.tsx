// The door's QR scanner: which decoder it takes (the browser's BarcodeDetector when it reads QR
// codes, else the ZXing ponyfill), how a refused or missing camera reads, and the scan loop with a
// fake camera and a fake detector: one decoded value reaches the page once, and the camera stops.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { cameraStatusOf } from '../src/features/staff-scan/camera-status';
import { chooseQrDetector, type BarcodeDetectorClass, type QrDetector } from '../src/features/staff-scan/qr-detector';
import { useQrScanner } from '../src/features/staff-scan/use-qr-scanner';

const marks: string[] = [];
jest.mock('@venue/shared/staff', () => ({ SCAN_DECODED_MARK: 'staff-scan:decoded', markScan: (name: string) => marks.push(name) }));

const ponyfill: QrDetector = { detect: async () => [] };

function nativeDetector(formats: string[] | Error): BarcodeDetectorClass {
  return class {
    static getSupportedFormats = () => (formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats));
    readonly options: { formats: string[] };
    constructor(options: { formats: string[] }) {
      this.options = options;
    }
    detect = async () => [];
  } as unknown as BarcodeDetectorClass;
}

describe('chooseQrDetector', () => {
  it('takes the browser’s own detector when it reads QR codes', async () => {
    const load = jest.fn(async () => ponyfill);
    const chosen = await chooseQrDetector(nativeDetector(['ean_13', 'qr_code']), load);
    expect(chosen.source).toBe('native');
    expect((chosen.detector as unknown as { options: unknown }).options).toEqual({ formats: ['qr_code'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the ponyfill without a native detector, with one that reads no QR code, or one that fails', async () => {
    for (const native of [undefined, nativeDetector(['ean_13']), nativeDetector(new Error('not supported'))]) {
      const load = jest.fn(async () => ponyfill);
      const chosen = await chooseQrDetector(native, load);
      expect(chosen).toEqual({ source: 'ponyfill', detector: ponyfill });
      expect(load).toHaveBeenCalledTimes(1);
    }
  });
});

describe('cameraStatusOf', () => {
  it.each([
    ['NotAllowedError', 'refused'],
    ['SecurityError', 'refused'],
    ['NotFoundError', 'absent'],
    ['OverconstrainedError', 'absent'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('%s → %s', (name, status) => expect(cameraStatusOf(Object.assign(new Error(name), { name }))).toBe(status));
});

describe('useQrScanner', () => {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  let getUserMedia: jest.Mock;

  function Scanner({ onDecoded, detector, paused = false }: { onDecoded: (v: string) => void; detector: () => Promise<QrDetector>; paused?: boolean }) {
    const video = useRef<HTMLVideoElement>(null);
    const { status } = useQrScanner(video, { onDecoded, paused, detector });
    return (
      <>
        <video ref={video} />
        <p data-testid="status">{status}</p>
      </>
    );
  }

  beforeEach(() => {
    jest.useFakeTimers();
    track.stop.mockClear();
    getUserMedia = jest.fn(async () => stream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    // jsdom plays no media: a camera frame is "there" at once.
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    marks.length = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for the rear camera, decodes frames, hands a value over once, and stops the camera on leaving', async () => {
    const detect = jest.fn(async () => [{ rawValue: '7K3M-Q9XD-2HBW-PT4E' }]);
    const onDecoded = jest.fn();
    const { unmount } = render(<Scanner onDecoded={onDecoded} detector={async () => ({ detect })} />);
    await act(async () => undefined);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(screen.getByTestId('status')).toHaveTextContent('scanning');
    // The code stays in view for a second: still one scan.
    for (let i = 0; i < 8; i++) await act(async () => void jest.advanceTimersByTime(150));
    expect(detect.mock.calls.length).toBeGreaterThan(3);
    expect(onDecoded).toHaveBeenCalledTimes(1);
    expect(onDecoded).toHaveBeenCalledWith('7K3M-Q9XD-2HBW-PT4E');
    expect(marks).toEqual(['staff-scan:decoded']);
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('decodes nothing while paused (a lookup is running)', async () => {
    const detect = jest.fn(async () => [{ rawValue: 'x' }]);
    const onDecoded = jest.fn();
    render(<Scanner onDecoded={onDecoded} detector={async () => ({ detect })} paused />);
    await act(async () => undefined);
    for (let i = 0; i < 4; i++) await act(async () => void jest.advanceTimersByTime(150));
    expect(detect).not.toHaveBeenCalled();
    expect(onDecoded).not.toHaveBeenCalled();
  });

  it('says the camera was refused, and never asks the decoder', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const detector = jest.fn(async () => ponyfill);
    render(<Scanner onDecoded={jest.fn()} detector={detector} />);
    await act(async () => undefined);
    expect(screen.getByTestId('status')).toHaveTextContent('refused');
    expect(detector).not.toHaveBeenCalled();
  });

  it('says there is no camera API (an insecure page)', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    render(<Scanner onDecoded={jest.fn()} detector={async () => ponyfill} />);
    await act(async () => undefined);
    expect(screen.getByTestId('status')).toHaveTextContent('unsupported');
  });
});
