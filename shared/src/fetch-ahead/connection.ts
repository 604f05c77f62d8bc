/** What Chromium says of the visitor's connection (the Network Information API, not in every browser). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether to fetch ahead only what the visitor shows they are about to open (a link pointed at,
 * focused or touched), never on idle: they asked their browser to save data, or the connection is
 * as slow as 2G, where a page's worth of code fetched for nothing costs them seconds and money.
 */
export function onlyOnIntent(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !!connection && (connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g');
}
