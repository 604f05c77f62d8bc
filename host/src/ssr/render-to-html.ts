import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** The markup of a page once every boundary is ready (its data answered, its remote loaded). */
export function renderToHtml(element: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      nonce,
      // The whole page is sent at once (onAllReady): no boundary may be "outlined", sent after
      // the shell with a script to move it into place, as React does with a large boundary (a
      // gift card checkout's form). Without scripts the visitor would see the loading state,
      // and with them the content would wait for that script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A remote whose server entry fails: React sends its Suspense fallback (the loading
      // state) and the browser renders that area itself.
      onError(error) {
        console.error('SSR: an area is left to the browser:', (error as Error)?.message ?? error);
      },
      onShellError: reject,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        stream.pipe(sink);
      },
    });
  });
}
