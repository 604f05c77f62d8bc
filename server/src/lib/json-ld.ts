/**
 * JSON-LD inside an HTML `<script type="application/ld+json">` (pages and e-mails). The objects
 * are typed with schema-dts, so a type or property name the vocabulary lacks fails the build.
 * Every `<`, `>`, `&`, `'`, U+2028 and U+2029 is escaped as a JSON string escape: a venue or guest
 * text holding `</script>` or `<!--` stays inside the element, and JSON-LD readers get the text
 * back unchanged.
 */
import type { Graph, Thing, WithContext } from 'schema-dts';

export type JsonLd = Graph | WithContext<Exclude<Thing, string>>;

export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const jsonLdScript = (data: JsonLd): string => `<script type="application/ld+json">${jsonLdText(data)}</script>`;
