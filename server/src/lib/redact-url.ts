/**
 * An address as a log line may show it. Some paths are credentials (shared/src/routes/
 * route-table.ts): a booking's edit link and calendar file carry its hash, a gift card order's
 * pages its fingerprint, a claimed promo code's page and a printable card their public ids, a
 * wallet pass's links the secret of its thing's page.
 * Those segments, any segment that looks like a random id, and every query value but the few
 * harmless ones become `[redacted]`; the route's shape stays readable. Matched as the routers
 * match: decoded and in any letter case.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose values say nothing secret (the pages' own and the card's language). */
const PLAIN_QUERY = new Set(['venue', 'lang', 'experience', 'reason', 'redirect_status']);
/** Words in the secret routes that are route names, not ids. */
const ROUTE_WORDS = new Set(['error', 'duplicate', 'confirm', 'edit', 'authenticate', 'print']);
/** Long, with letters and digits: the look of a hash or token, wherever it turns up. */
const RANDOM_LOOKING = /^(?=.*\d)(?=.*[a-z])[a-z0-9_-]{16,}$/i;

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Indexes of the segments that are credentials (`lower`: the decoded, lower-case segments). */
function secretSegments(lower: string[]): number[] {
  const after = (from: number) => lower.map((_, i) => i).filter((i) => i >= from && !ROUTE_WORDS.has(lower[i]!));
  const [first, second, third] = lower;
  // /reserve/{hash}/edit…, /reserve/{hash}/authenticate (/reserve/find, /reserve/{message} are words)
  if (first === 'reserve' && lower.length >= 3) return [1];
  // /backend/calendar/{hash}.ics, /backend/giftcard/{publicId}/print
  if (first === 'backend' && (second === 'calendar' || second === 'giftcard') && lower.length >= 3) return [2];
  // /backend/api/wallet/{apple|google}/{kind}/{secret}(.pkpass); Apple's web service (…/apple/v1/…):
  // its device ids and serial numbers
  if (first === 'backend' && second === 'api' && third === 'wallet') {
    if (lower[4] === 'v1') return lower[5] === 'devices' ? [6, 9] : lower[5] === 'passes' ? [7] : [];
    return lower.length >= 6 ? [5] : [];
  }
  // /frontpage/giftcard/purchaseconfirmation/{fp}, create/{fp}, create/error/{fp}
  if (first === 'frontpage' && second === 'giftcard' && (third === 'purchaseconfirmation' || third === 'create')) return after(3);
  // /frontpage/{action}/stripe/{fp}, …/stripe/error/{fp}
  if (first === 'frontpage' && third === 'stripe') return after(3);
  // (/frontpage)/promo/{urlName}/{claim id}
  const promo = first === 'promo' ? 0 : first === 'frontpage' && second === 'promo' ? 1 : -1;
  if (promo >= 0) return after(promo + 2);
  return [];
}

function redactPath(path: string): string {
  const segments = path.split('/');
  const decoded = segments.map(decode);
  const words = decoded.filter((s) => s !== '');
  const secret = new Set(secretSegments(words.map((s) => s.toLowerCase())).map((i) => words[i]));
  return segments
    .map((raw, i) => {
      const segment = decoded[i]!;
      if (!secret.has(segment) && !RANDOM_LOOKING.test(segment.replace(/\.[a-z]{2,6}$/i, ''))) return raw;
      const extension = /\.[a-z]{2,6}$/i.exec(segment)?.[0] ?? '';
      return REDACTED + extension;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (PLAIN_QUERY.has(decode(name).toLowerCase())) return pair;
      return /^[a-z_]{1,40}$/i.test(name) ? `${name}=${REDACTED}` : REDACTED;
    })
    .join('&');
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return q < 0 ? redactPath(path) : `${redactPath(path)}?${redactQuery(url.slice(q + 1))}`;
}
