/**
 * The staff audit log: every staff action, done or refused, is a row of staff_actions. A route
 * names its action in its config (`staffAction`); the staff-auth plugin gives the request a
 * StaffAudit once it knows who calls; the service writes the done row with `ok` inside its own
 * transaction (so the row exists exactly when the action happened), and a refusal is written by
 * the staff-audit plugin's onError hook, after the action's transaction rolled back.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { normalisePromoCode } from '../promotions/promo-code';
import { insertStaffAction } from './staff-audit-repository';
import type { StaffIdentity } from './staff-token-repository';

export type StaffActionName =
  | 'sign-in'
  | 'sign-out'
  | 'lookup'
  | 'redeem'
  | 'void'
  | 'resend'
  | 'accept'
  | 'reject'
  | 'confirm-waiting'
  | 'offer'
  | 'walk-in'
  | 'move'
  | 'cancel'
  | 'arrived'
  | 'no-show'
  | 'guest-note';
export type StaffSubjectKind = 'promo' | 'giftcard' | 'booking';

export interface StaffActionConfig {
  action: StaffActionName;
  /** What the action is on; the door's code calls learn it from the code. */
  kind?: StaffSubjectKind;
  /** The payload field that names the subject: a code, the door's scanned data, a reservation id. */
  subject?: 'code' | 'data' | 'id';
}

/** How the caller signed: the bearer staff token (staff tool) or a door-page session. */
export type StaffVia = 'token' | 'session';

/** What a service needs to record its done row in its transaction. */
export interface ActionAudit {
  ok(db: DbOrTx, detail?: Record<string, unknown>): Promise<void>;
  /** The subject once the action made it (a walk-in's new reservation id). */
  about?(subject: string): void;
}

/** A code as the log shows it: only its last 4 characters (enough to find it again with the guest). */
export function maskCode(input: string): string {
  const code = normalisePromoCode(input);
  if (code) return `****-****-****-${code.slice(-4)}`;
  const text = input.trim();
  return text.length <= 4 ? '*'.repeat(text.length) : `${'*'.repeat(Math.min(text.length - 4, 12))}${text.slice(-4)}`;
}

function subjectFromBody(field: StaffActionConfig['subject'], body: unknown): string {
  const value = field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || !value.trim()) return '';
  return field === 'id' ? value.trim().slice(0, 20) : maskCode(value.slice(0, 2000));
}

export class StaffAudit implements ActionAudit {
  /** Set by a service once it knows better than the payload (the door's code calls). */
  kind: StaffSubjectKind | undefined;
  subject: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly staff: StaffIdentity,
    private readonly via: StaffVia,
    private readonly config: StaffActionConfig,
    private readonly clock: () => Date,
    private readonly body: () => unknown,
  ) {
    this.kind = config.kind;
  }

  /** The code the action turned out to be about (masked here). */
  describe(kind: StaffSubjectKind, code: string): void {
    this.kind = kind;
    this.subject = maskCode(code);
  }

  about(subject: string): void {
    this.subject = subject;
  }

  ok(db: DbOrTx, detail: Record<string, unknown> = {}): Promise<void> {
    return this.write(db, 'ok', detail);
  }

  refused(code: string, detail: Record<string, unknown> = {}): Promise<void> {
    return this.write(this.db, code, detail);
  }

  private write(db: DbOrTx, result: string, detail: Record<string, unknown>): Promise<void> {
    return insertStaffAction(db, {
      venueId: this.staff.venue.id,
      staffTokenId: this.staff.tokenId,
      tokenLabel: this.staff.label,
      action: this.config.action,
      subject: this.subject ?? subjectFromBody(this.config.subject, this.body()),
      result,
      detail: { ...(this.kind ? { kind: this.kind } : {}), via: this.via, ...detail },
      at: this.clock(),
    });
  }
}

/** The audit writer of a staff action route (set by the staff-auth plugin from its config). */
export function auditOf(request: FastifyRequest): StaffAudit {
  if (!request.staffAudit) throw new Error(`${request.routeOptions.url ?? request.url}: a staff action route needs config.staffAction`);
  return request.staffAudit;
}
