/**
 * ALTCHA proof of work, self-hosted (altcha-lib v2). A challenge asks the browser to find the
 * counter whose SHA-256 key the server signed (deterministic mode): the work is about half
 * `cost` hashes for the browser and two HMACs for the server. Each challenge passes once.
 *
 * Expiry is checked against the real clock (Date.now()), as altcha-lib checks it, so this module
 * uses the real clock too, never the app's (which tests pin).
 */
import { createChallenge, randomInt, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { ApiError } from '../../lib/api-error';
import { markChallengeUsed, pruneUsedChallenges } from './used-challenges';
import { verifySignedSolution } from './signed-solution';

export interface BotCheckOptions {
  hmacKey: string;
  /** Upper bound of the secret counter: the browser tries about cost/2 .. cost hashes. */
  cost: number;
  /** How long a challenge can be solved and submitted. */
  expiresInSeconds: number;
}

const ALGORITHM = 'SHA-256';
const PRUNE_EVERY_MS = 10 * 60_000;

/** A second secret, from the first, signs the expected key: verifying needs no key derivation. */
export const keySignatureSecret = (hmacKey: string): string => createHmac('sha256', hmacKey).update('altcha-key-signature').digest('base64url');

export class BotCheck {
  private readonly keySecret: string;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly options: BotCheckOptions,
  ) {
    this.keySecret = keySignatureSecret(options.hmacKey);
  }

  async createChallenge(): Promise<Challenge> {
    const { cost, expiresInSeconds, hmacKey } = this.options;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(cost, Math.ceil(cost / 2)),
      deriveKey,
      expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /**
   * Accepts the widget's payload (base64 JSON of {challenge, solution}) once; throws 403
   * BOT_CHECK_FAILED when it is missing, malformed, wrong, expired or already used. Given the
   * transaction of the write it guards, the challenge is spent only if that write commits, so
   * a visitor told BUSY (nothing written) can send the same payload again.
   */
  async verify(payload: string | undefined, db: DbOrTx = this.db): Promise<void> {
    await this.spend(this.check(payload), db);
  }

  /**
   * Spends a payload `check` accepted (the write it guards checked it before waiting for its
   * lock: the signature is not computed twice); throws 403 BOT_CHECK_FAILED when it was spent.
   */
  async spend(checked: Payload, db: DbOrTx = this.db): Promise<void> {
    const expiresAt = checked.challenge.parameters.expiresAt!;
    if (!(await markChallengeUsed(db, checked.challenge.parameters.nonce, new Date(expiresAt * 1000)))) {
      throw fail('bot-check challenge already used');
    }
    // In the background: never inside the caller's transaction (PGlite has one connection).
    void this.pruneNowAndThen().catch(() => undefined);
  }

  /**
   * The signature and expiry only (no database): to refuse a bad payload before any waiting.
   * Computed in the call (signed-solution.ts), so a booking in a rush does not wait for turns of
   * the event loop here.
   */
  check(payload: string | undefined): Payload {
    const parsed = decode(payload);
    if (!parsed) throw fail('missing or malformed bot-check payload');
    const verdict = verifySignedSolution(parsed, this.options.hmacKey, this.keySecret);
    if (verdict !== 'verified') throw fail(verdict === 'expired' ? 'bot-check challenge expired' : 'bot-check solution rejected');
    if (!parsed.challenge.parameters.expiresAt) throw fail('bot-check challenge without expiry');
    return parsed;
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await pruneUsedChallenges(this.db);
  }
}

function fail(message: string): ApiError {
  return new ApiError(403, 'BOT_CHECK_FAILED', message);
}

function decode(payload: string | undefined): Payload | null {
  if (!payload || payload.length > 8192) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    const ok =
      typeof value?.challenge?.parameters?.nonce === 'string' &&
      typeof value.challenge.signature === 'string' &&
      typeof value.solution === 'object' &&
      value.solution !== null;
    return ok ? value : null;
  } catch {
    return null;
  }
}
