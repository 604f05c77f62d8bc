// Which QR decoder the scanner uses: the browser's own BarcodeDetector where it exists and reads
// QR codes (Chrome on Android, macOS, ChromeOS), else the barcode-detector ponyfill (ZXing
// compiled to WebAssembly), loaded only then (zxing-ponyfill.ts).

/** What the scanner needs of a detector (the Barcode Detection API's `detect`). */
export interface QrDetector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}

/** The Barcode Detection API's constructor, as a browser may expose it. */
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

export type DetectorSource = 'native' | 'ponyfill';

/**
 * The native detector when the browser has one that reads QR codes; else the ponyfill's. A
 * native one that throws (present but not usable, as on some desktop builds) counts as absent.
 */
export async function chooseQrDetector(
  native: BarcodeDetectorClass | undefined,
  loadPonyfill: () => Promise<QrDetector>,
): Promise<{ source: DetectorSource; detector: QrDetector }> {
  if (native) {
    try {
      const formats = await native.getSupportedFormats();
      if (formats.includes('qr_code')) return { source: 'native', detector: new native({ formats: ['qr_code'] }) };
    } catch {
      // not usable here: the ponyfill reads instead
    }
  }
  return { source: 'ponyfill', detector: await loadPonyfill() };
}

/** The page's own BarcodeDetector, if any. */
export const browserBarcodeDetector = (): BarcodeDetectorClass | undefined => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
