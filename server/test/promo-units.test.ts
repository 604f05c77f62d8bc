/** Pure parts of promotions: codes, e-mail normal form, states, use-by dates. */
import { isValidEmail, normaliseEmail } from '../src/lib/email-address';
import { CODE_LENGTH, formatPromoCode, newPromoCode, newPublicId, normalisePromoCode, PUBLIC_ID } from '../src/modules/promotions/promo-code';
import { claimState, promotionState, useByDate } from '../src/modules/promotions/promo-state';

describe('codes', () => {
  test('16 Crockford symbols (80 random bits), no ambiguous letters, all different', () => {
    const codes = Array.from({ length: 2000 }, newPromoCode);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(CODE_LENGTH * 5).toBeGreaterThanOrEqual(80);
    expect(new Set(codes).size).toBe(codes.length);
    // every symbol shows up: the bits are spread over the whole alphabet
    expect(new Set(codes.join('')).size).toBe(32);
  });

  test('shown in four groups; typed or scanned forms read back', () => {
    expect(formatPromoCode('7K3MQ9XD2HBWPT4E')).toBe('7K3M-Q9XD-2HBW-PT4E');
    expect(normalisePromoCode('7k3m q9xd-2hbw-pt4e')).toBe('7K3MQ9XD2HBWPT4E');
    expect(normalisePromoCode('7K3M-Q9XD-2HBW-PT4E')).toBe('7K3MQ9XD2HBWPT4E');
    expect(normalisePromoCode('O1IL-0000-0000-0000')).toBe('0111000000000000');
    expect(normalisePromoCode('7K3M-Q9XD-2HBW-PT4')).toBeNull();
    expect(normalisePromoCode('UUUU-UUUU-UUUU-UUUU')).toBeNull();
    expect(normalisePromoCode('https://evil.example')).toBeNull();
  });

  test('detail ids carry 128 random bits, URL-safe', () => {
    const ids = Array.from({ length: 500 }, newPublicId);
    for (const id of ids) expect(id).toMatch(PUBLIC_ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Buffer.from(ids[0]!, 'base64url')).toHaveLength(16);
  });
});

describe('e-mail addresses', () => {
  test.each([
    ['Mario.Rossi@Example.com', 'mario.rossi@example.com'],
    ['mario+promo@example.com', 'mario@example.com'],
    ['Mario.Rossi+x@gmail.com', 'mariorossi@gmail.com'],
    ['m.a.r.i.o@googlemail.com', 'mario@gmail.com'],
    ['mario.rossi@outlook.com', 'mario.rossi@outlook.com'],
    ['  MARIO@Example.COM ', 'mario@example.com'],
  ])('%s → %s', (input, expected) => expect(normaliseEmail(input)).toBe(expected));

  test.each(['a@b.it', 'mario.rossi+x@example.co.uk', "o'neil@example.ie"])('%s is valid', (e) => expect(isValidEmail(e)).toBe(true));
  test.each(['', 'a', 'a@b', 'a@b.c', 'a b@c.it', 'a@@b.it', '.a@b.it', 'a..b@c.it', 'a@-b.it', `${'x'.repeat(65)}@b.it`])('%j is not', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
});

describe('states', () => {
  const day = 86_400_000;
  const now = new Date('2026-06-01T08:00:00Z');
  const base = { active: true, startsAt: new Date(now.getTime() - day), endsAt: new Date(now.getTime() + day), quantity: 5, claimedCount: 0 };

  test('promotion: active, inactive (off or not started), expired, terminated', () => {
    expect(promotionState(base, now)).toBe('active');
    expect(promotionState({ ...base, active: false }, now)).toBe('inactive');
    expect(promotionState({ ...base, startsAt: new Date(now.getTime() + 1) }, now)).toBe('inactive');
    expect(promotionState({ ...base, endsAt: now }, now)).toBe('expired');
    expect(promotionState({ ...base, claimedCount: 5 }, now)).toBe('terminated');
    // ended beats sold out: nothing can be claimed either way, and "expired" says why
    expect(promotionState({ ...base, claimedCount: 5, endsAt: now }, now)).toBe('expired');
  });

  test('use-by: a fixed date, N days after the claim (venue date), else the end of the promotion', () => {
    const endsAt = new Date('2026-07-31T21:59:59Z'); // 23:59:59 in Rome
    expect(useByDate({ useByDate: '2026-09-01', useByDays: 5, endsAt }, now, 'Europe/Rome')).toBe('2026-09-01');
    expect(useByDate({ useByDate: null, useByDays: 30, endsAt }, now, 'Europe/Rome')).toBe('2026-07-01');
    // 23:30 UTC on 1 June is already 2 June in Rome
    expect(useByDate({ useByDate: null, useByDays: 1, endsAt }, new Date('2026-06-01T23:30:00Z'), 'Europe/Rome')).toBe('2026-06-03');
    expect(useByDate({ useByDate: null, useByDays: null, endsAt }, now, 'Europe/Rome')).toBe('2026-07-31');
  });

  test('claim: requested until its use-by day ends (venue time), used, expired', () => {
    expect(claimState({ redeemedAt: null, useBy: '2026-06-01' }, new Date('2026-06-01T21:59:00Z'), 'Europe/Rome')).toBe('requested');
    expect(claimState({ redeemedAt: null, useBy: '2026-06-01' }, new Date('2026-06-01T22:00:00Z'), 'Europe/Rome')).toBe('expired');
    expect(claimState({ redeemedAt: now, useBy: '2026-05-01' }, now, 'Europe/Rome')).toBe('used');
  });
});
