/**
 * Venue header and footer HTML for the demo. Neutral banner strips (the host draws the site
 * chrome); each runs inline scripts that record themselves in window.__venueHeaderScripts /
 * window.__venueFooterScripts, so an end-to-end test can check that they run, in order.
 * The venue's scripts run after the page's first paint (server/src/web/after-paint-loader.ts),
 * so what they fill in has its room in the HTML already: nothing moves when they run.
 */
// Room for a word a script writes later (`&nbsp;` keeps the line's height).
const SLOT = (width: string) => `display:inline-block;min-width:${width};text-align:center`;

const STRIP =
  'display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:center;' +
  'padding:.5rem 1rem;font:14px/1.4 system-ui,sans-serif';

export function headerHtml(opts: { id: string; name: string; tagline: string; colors: [string, string]; badgeScript?: boolean }): string {
  const [bg, fg] = opts.colors;
  const badge = opts.badgeScript
    ? `\n  <span data-venue-badge style="${SLOT('6.5em')};padding:.1rem .6rem;border-radius:999px;background:${fg};color:${bg}">&nbsp;</span>`
    : `\n  <span data-venue-note style="${SLOT('4.5em')}">&nbsp;</span>`;
  const parts = [
    `<div class="venue-header" data-venue="${opts.id}" style="${STRIP};background:${bg};color:${fg}">`,
    `  <strong>${opts.name}</strong>`,
    `  <span>${opts.tagline}</span>${badge}`,
    `</div>`,
    `<script>`,
    `  window.__venueHeaderScripts = window.__venueHeaderScripts || [];`,
    `  window.__venueHeaderScripts.push('${opts.id}:inline');`,
  ];
  if (!opts.badgeScript) {
    parts.push(
      `  document.querySelectorAll('[data-venue="${opts.id}"] [data-venue-note]').forEach(function (el) { el.textContent = 'Welcome'; });`,
    );
  }
  parts.push(`</script>`);
  if (opts.badgeScript) {
    parts.push(
      `<script src="/demo-assets/venue-badge.js"></script>`,
      `<script>window.__venueHeaderScripts.push('${opts.id}:after-badge');</script>`,
    );
  }
  return parts.join('\n');
}

export function footerHtml(opts: { id: string; lines: string[] }): string {
  return [
    `<div class="venue-footer" data-venue="${opts.id}" style="${STRIP};color:inherit;opacity:.85">`,
    ...opts.lines.map((l) => `  <span>${l}</span>`),
    `  <span>© <span data-venue-year style="${SLOT('2.5em')}">&nbsp;</span></span>`,
    `</div>`,
    `<script>`,
    `  window.__venueFooterScripts = window.__venueFooterScripts || [];`,
    `  window.__venueFooterScripts.push('${opts.id}:footer');`,
    `  document.querySelectorAll('[data-venue="${opts.id}"] [data-venue-year]').forEach(function (el) { el.textContent = String(new Date().getFullYear()); });`,
    `</script>`,
  ].join('\n');
}
