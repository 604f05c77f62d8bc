/**
 * E-mail addresses: the check (the same rule as shared/src/validation/email.ts; a test keeps them
 * in step) and the normal form that makes "one claim per person" hold across the aliases mail
 * providers deliver to the same box.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const match = /^([^\s@"(),:;<>[\\\]]+)@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63})$/i.exec(email);
  if (!match) return false;
  const local = match[1]!;
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * Lower case; `+tag` dropped for every provider (sub-addressing); for Gmail also the dots of the
 * local part, and googlemail.com is gmail.com. `Mario.Rossi+promo@GoogleMail.com` → `mariorossi@gmail.com`.
 */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
