// E-mail checks shared by the forms and (mirrored, tested to agree) by the server's
// server/src/lib/email-address.ts. Pure TypeScript, no imports: keep it that way.

/** A pragmatic address check: one @, a dotted domain, no spaces, RFC length limits. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const match = /^([^\s@"(),:;<>[\\\]]+)@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63})$/i.exec(email);
  if (!match) return false;
  const local = match[1]!;
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}
