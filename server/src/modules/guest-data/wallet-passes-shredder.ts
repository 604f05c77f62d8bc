/**
 * Wallet passes of the guest's bookings, cards and claims, and the Apple devices registered for
 * their updates (a device id and its push token are the guest's). Erasing deletes the passes,
 * their registrations and queued pushes (foreign keys cascade): a pass already on a phone stays
 * as it is and hears of no change.
 */
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { walletPasses, walletRegistrations } from '../../db/schema';
import type { Tx } from '../../db/tx';
import type { GuestShredder, GuestTraces } from './guest-shredder';

type PassKind = (typeof walletPasses.kind.enumValues)[number];

function ofSubjects(kind: PassKind, ids: number[]) {
  return ids.length ? and(eq(walletPasses.kind, kind), inArray(walletPasses.subjectId, ids)) : undefined;
}

export async function passIdsOf(tx: Tx, subjects: Pick<GuestTraces, 'bookingIds' | 'giftcardIds' | 'claimIds'>): Promise<number[]> {
  const where = or(ofSubjects('booking', subjects.bookingIds), ofSubjects('giftcard', subjects.giftcardIds), ofSubjects('promo', subjects.claimIds));
  if (!where) return [];
  const rows = await tx.select({ id: walletPasses.id }).from(walletPasses).where(where);
  return rows.map((r) => r.id);
}

export async function deletePasses(tx: Tx, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx.delete(walletPasses).where(inArray(walletPasses.id, ids)).returning({ id: walletPasses.id });
  return gone.length;
}

export const walletPassesShredder: GuestShredder = {
  name: 'walletPasses',
  async find(tx, _scope, traces) {
    traces.passIds.push(...(await passIdsOf(tx, traces)));
    if (!traces.passIds.length) return [];
    const rows = await tx
      .select({ pass: walletPasses, devices: count(walletRegistrations.deviceLibraryId) })
      .from(walletPasses)
      .leftJoin(walletRegistrations, eq(walletRegistrations.passId, walletPasses.id))
      .where(inArray(walletPasses.id, traces.passIds))
      .groupBy(walletPasses.id)
      .orderBy(walletPasses.id);
    return rows.map(({ pass, devices }) => ({
      kind: pass.kind,
      subjectId: pass.subjectId,
      language: pass.language,
      serial: pass.serial,
      googleWallet: pass.googleObjectId !== null,
      appleDevicesRegistered: devices,
      createdAt: pass.createdAt,
    }));
  },
  erase: (tx, _scope, traces) => deletePasses(tx, traces.passIds),
};
