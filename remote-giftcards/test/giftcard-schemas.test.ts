import { parseWith } from '@venue/shared';
import { GiftcardProductSchema } from '../src/api/giftcard-schemas';

const product = {
  id: 7,
  titolo: { it: 'Mattina in vigna per due', en: 'A morning in the vineyard for two', fr: '', es: '', de: '' },
  descrizione: { it: '', en: '', fr: '', es: '', de: '' },
  foto: '/demo-assets/aurora.svg',
  valori: [19000],
  importoLibero: 0,
  importoMin: 0,
  importoMax: 0,
  validitaMesi: 12,
  disponibile: 1,
  valuta: 'EUR',
};

describe('a product of the catalogue', () => {
  test('an experience voucher: its party and what it covers', () => {
    const parsed = parseWith(GiftcardProductSchema, { ...product, voucher: { guests: 2, covers: 'experience' } });
    expect(parsed).toMatchObject({ ok: true, value: { voucher: { guests: 2, covers: 'experience' } } });
  });

  test('a gift card of an amount (voucher null), and one from a server that knows no vouchers (no field)', () => {
    expect(parsed(parseWith(GiftcardProductSchema, { ...product, voucher: null })).voucher).toBeNull();
    expect(parsed(parseWith(GiftcardProductSchema, product)).voucher).toBeUndefined();
  });

  test('a voucher covering something unknown is refused', () => {
    expect(parseWith(GiftcardProductSchema, { ...product, voucher: { guests: 2, covers: 'everything' } }).ok).toBe(false);
  });
});

function parsed<T>(result: { ok: true; value: T } | { ok: false; error: Error }): T {
  if (!result.ok) throw result.error;
  return result.value;
}
