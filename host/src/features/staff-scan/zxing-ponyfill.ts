// The ponyfill's decoder, ZXing in WebAssembly: the module and its .wasm are fetched only by the
// scan screen of a browser without a native BarcodeDetector. The .wasm is a file of this build,
// served from the site's own origin (webpack's asset rule in webpack/app-config.cjs): by default
// zxing-wasm fetches it from a CDN, which the page's CSP and an offline venue would refuse.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';
import type { QrDetector } from './qr-detector';

export async function loadZxingDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import(/* webpackChunkName: "qr-ponyfill" */ 'barcode-detector/ponyfill');
  const wasm = new URL(zxingWasmUrl, document.baseURI).href;
  // Instantiated now, so a .wasm that cannot load fails here (the screen says so) and not on the first frame.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
