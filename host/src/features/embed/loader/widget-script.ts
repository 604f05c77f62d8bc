import type { MountWidget } from '../embed-contract';

// The file of the host build's `embed-app` entry (webpack/embed-loader-config.cjs).
declare const __EMBED_WIDGET_FILE__: string;

let loading: Promise<MountWidget> | null = null;
let provide: ((mount: MountWidget) => void) | null = null;

/** The widget's entry has started and hands over its mount function (embed-contract.ts). */
export function provideWidget(mount: MountWidget): void {
  provide?.(mount);
}

/**
 * Loads the widget's entry from this site once per page, however many elements it has. It is the
 * host's build: the federation runtime and the shared libraries, which then load the booking
 * remote from its manifest as every page of the site does. A failed load can be tried again.
 */
export function loadWidget(origin: string): Promise<MountWidget> {
  loading ??= new Promise<MountWidget>((resolve, reject) => {
    provide = resolve;
    const script = document.createElement('script');
    script.src = `${origin}/${__EMBED_WIDGET_FILE__}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`The booking could not be loaded from ${origin}`));
    };
    document.head.appendChild(script);
  });
  return loading;
}
