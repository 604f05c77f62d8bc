/**
 * One kind of data held about a guest, with how to find it and how to take the person out of it
 * (after pretix's data shredders: one per kind, amounts and states kept). guest-data-service.ts
 * runs them in order in one transaction: the first ones find the guest's bookings, orders and
 * claims by e-mail and note their traces (addresses as typed, phones, ids), which the later ones
 * (e-mails, wallet passes, stored answers, the staff log) look for.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/tx';
import { normaliseEmail } from '../../lib/email-address';

export interface GuestScope {
  /** The guest's e-mail in its normal form (lib/email-address.ts). */
  email: string;
  /** One venue's data, or every venue's (null). */
  venueId: number | null;
}

/** What the shredders found, for the ones after them. */
export interface GuestTraces {
  /** The guest's e-mail as typed on each row, lower case. */
  addresses: Set<string>;
  /** Phone numbers given with it, digits only. */
  phones: Set<string>;
  bookingIds: number[];
  /** Orders the guest bought. */
  orderIds: number[];
  /** Orders whose cards went to the guest as recipient (someone else paid). */
  receivedOrderIds: number[];
  /** The cards of both. */
  giftcardIds: number[];
  claimIds: number[];
  /** Codes of the guest's cards and claims (the staff log names them masked). */
  codes: string[];
  /** Secrets of the guest's links (booking hash, order fingerprint, claim and card ids): stored answers carry them. */
  publicIds: string[];
  /** Outbox rows sent to or naming the guest. */
  emailIds: number[];
  /** Events for the venue's systems naming the guest. */
  webhookDeliveryIds: number[];
  /** Wallet passes of the guest's bookings, cards and claims. */
  passIds: number[];
  /** Stored call answers naming the guest, as `venueId:key`. */
  storedAnswerKeys: string[];
  /** The guest's numbers (E.164) per venue of their bookings: the STOPs recorded for them. */
  textNumbers: Array<{ venueId: number; phone: string }>;
}

export const emptyTraces = (email: string): GuestTraces => ({
  addresses: new Set([email]),
  phones: new Set(),
  bookingIds: [],
  orderIds: [],
  receivedOrderIds: [],
  giftcardIds: [],
  claimIds: [],
  codes: [],
  publicIds: [],
  emailIds: [],
  webhookDeliveryIds: [],
  passIds: [],
  storedAnswerKeys: [],
  textNumbers: [],
});

export interface GuestShredder {
  /** Its part of the export and of the erase counts. */
  name: string;
  /** What it holds of the guest (the export), noting traces for the shredders after it. */
  find(tx: Tx, scope: GuestScope, traces: GuestTraces): Promise<unknown[]>;
  /** Takes the guest out of what `find` found; resolves with how many rows it changed. */
  erase(tx: Tx, scope: GuestScope, traces: GuestTraces, now: Date): Promise<number>;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows whose address may be the guest's, found by an index-free but narrow pattern (same domain,
 * same start of the local part); `isGuestAddress` then decides with the normal form.
 */
export function mayBeAddress(column: AnyPgColumn, email: string): SQL {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  // Gmail ignores dots, so only the first letter is sure; elsewhere the whole local part starts it.
  const start = domain === 'gmail.com' ? local.slice(0, 1) : local;
  const domains = domain === 'gmail.com' ? ['gmail.com', 'googlemail.com'] : [domain];
  const patterns = domains.map((d) => `${likeEscaped(start)}%@${likeEscaped(d)}`);
  return sql`lower(${column}) like any(array[${sql.join(
    patterns.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[])`;
}

export const isGuestAddress = (value: string, scope: GuestScope): boolean => value.trim() !== '' && normaliseEmail(value) === scope.email;

/** Notes the address and phone a row gave. */
export function noteContact(traces: GuestTraces, address: string, phone: string): void {
  if (address.trim()) traces.addresses.add(address.trim().toLowerCase());
  // Short numbers would match unrelated text when the e-mails are searched.
  if (phone.length >= 6) traces.phones.add(phone);
}

/** Every text that names the guest, for searching stored copies (e-mails, stored answers). */
export const searchTexts = (traces: GuestTraces): string[] => [...traces.addresses, ...traces.phones, ...traces.publicIds].filter((t) => t.length >= 6);

/** `column` contains any of `texts` (case-insensitive); false for none. */
export function containsAny(column: SQL | AnyPgColumn, texts: string[]): SQL {
  if (!texts.length) return sql`false`;
  return sql`${column} ilike any(array[${sql.join(
    texts.map((t) => sql`${`%${likeEscaped(t)}%`}`),
    sql`, `,
  )}]::text[])`;
}
