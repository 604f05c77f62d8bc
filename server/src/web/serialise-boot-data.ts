/**
 * JSON that is safe inside `<script type="application/json">` whatever the venue typed: no
 * `</script>` or `<!--` breakout (every `<`, `>`, `&` escaped), no raw U+2028/U+2029.
 * JSON.parse reads it back unchanged.
 */
export function serialiseBootData(data: unknown): string {
  return (JSON.stringify(data) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
