/**
 * A server-rendered page, filled into the host's page template (page-template.ts): the rendered
 * markup in #root, the head, the stylesheets (in the head: the markup's first paint needs them),
 * the boot data, the page's files and the after-paint loader at the end of the body, which starts
 * every script once the page has painted (host/src/after-paint/after-paint-loader.ts).
 */
import { documentHead, type PageHead } from './page-head';
import { fillPageTemplate, type PageTemplate } from './page-template';
import { serialiseBootData } from './serialise-boot-data';

// The marks the after-paint loader reads (host/src/after-paint/page-files.ts; a test keeps them equal).
export const PAGE_FILES_ID = '__PAGE_FILES__';
export const REMOTE_CSS_ATTRIBUTE = 'data-remote-css';
export const VENUE_SCRIPT_TYPE = 'text/x-venue-script';
/** shared/src/ssr/boot-data.ts reads it. */
export const BOOT_DATA_ID = '__BOOT_DATA__';

export interface PageDocument {
  nonce: string;
  language: string;
  head?: PageHead;
  /** The rendered markup of #root. */
  root: string;
  data: unknown;
  stylesheets: string[];
  /** The route's remote's stylesheets (after the host's), marked for the after-paint loader. */
  remoteStylesheets: string[];
  /** The host's entry scripts, started by the loader after the first paint. */
  scripts: string[];
  /** Files the browser should fetch early: scripts, and text files (JSON). */
  preloads: string[];
  /** The built after-paint loader's source. */
  afterPaintLoader: string;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a script element: `<` escaped, so no `</script>` can end it early. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function stylesheetTags(stylesheets: string[], remoteStylesheets: string[] = []): string {
  const tag = (href: string, attrs = '') => `<link rel="stylesheet" href="${escapeAttr(href)}"${attrs} />`;
  return [...stylesheets.map((href) => tag(href)), ...remoteStylesheets.map((href) => tag(href, ` ${REMOTE_CSS_ATTRIBUTE}`))].join('');
}

export function pageDocument(template: PageTemplate, page: PageDocument): string {
  if (/<\/script/i.test(page.afterPaintLoader)) throw new Error('the after-paint loader may not hold "</script"');
  const nonce = escapeAttr(page.nonce);
  const scripts = [
    `<script nonce="${nonce}" type="application/json" id="${BOOT_DATA_ID}">${serialiseBootData(page.data)}</script>`,
    `<script nonce="${nonce}" type="application/json" id="${PAGE_FILES_ID}">${inScript({ scripts: page.scripts, preloads: page.preloads })}</script>`,
    `<script nonce="${nonce}">${page.afterPaintLoader}</script>`,
  ].join('');
  return fillPageTemplate(template, {
    lang: escapeAttr(page.language),
    head: page.head ? documentHead(page.head) : '',
    stylesheets: stylesheetTags(page.stylesheets, page.remoteStylesheets),
    root: page.root,
    scripts,
  });
}
