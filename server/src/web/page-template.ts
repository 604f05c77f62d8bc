/**
 * The template of a server-rendered page: the host's page.html (webpack/index.html built with
 * `page`), whose placeholders `<!--page:name-->` the server fills. Each must be there exactly
 * once; a template that is not so is refused when it is read, not half-filled.
 */
export const PAGE_PLACEHOLDERS = ['lang', 'head', 'stylesheets', 'root', 'scripts'] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

/** The template cut at its placeholders: text, placeholder, text, … text. */
export interface PageTemplate {
  parts: string[];
  order: PagePlaceholder[];
}

const PLACEHOLDER = /<!--page:([a-z]+)-->/g;

export function parsePageTemplate(html: string): PageTemplate {
  const parts: string[] = [];
  const order: PagePlaceholder[] = [];
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    const name = match[1] as PagePlaceholder;
    if (!PAGE_PLACEHOLDERS.includes(name)) throw new Error(`page.html: unknown placeholder <!--page:${name}-->`);
    if (order.includes(name)) throw new Error(`page.html: <!--page:${name}--> is there twice`);
    parts.push(html.slice(last, match.index));
    order.push(name);
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  const missing = PAGE_PLACEHOLDERS.filter((name) => !order.includes(name));
  if (missing.length) throw new Error(`page.html: no ${missing.map((name) => `<!--page:${name}-->`).join(', ')}`);
  return { parts, order };
}

/** The page, each placeholder replaced by its value (values are inserted as they are). */
export function fillPageTemplate(template: PageTemplate, values: Record<PagePlaceholder, string>): string {
  let html = template.parts[0]!;
  template.order.forEach((name, i) => {
    html += values[name] + template.parts[i + 1]!;
  });
  return html;
}
