import { linkedGuests, maskedVoucherCode, voucherCodeFromHash } from '../src/features/reserve/voucher-link';

describe('the party of a booking link (?guests=)', () => {
  test('a size the flow offers starts it', () => {
    expect(linkedGuests('2', 1, 10)).toBe(2);
    expect(linkedGuests('1', 1, 10)).toBe(1);
    expect(linkedGuests('10', 1, 10)).toBe(10);
  });

  test('outside the sizes, or not a plain number, it is ignored', () => {
    for (const value of [null, '', '0', '11', '-2', '2.5', '2abc', ' 2', '1e1', '0x2', '9999']) expect(linkedGuests(value, 1, 10)).toBeNull();
    expect(linkedGuests('1', 2, 8)).toBeNull();
  });
});

describe('the voucher code in the fragment (#voucher=)', () => {
  test('read as the e-mail writes it, with its dashes, in capitals', () => {
    expect(voucherCodeFromHash('#voucher=ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(voucherCodeFromHash('#voucher=abcd-efgh-jkmn-pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(voucherCodeFromHash('voucher=ABCD%2DEFGH')).toBe('ABCD-EFGH');
    expect(voucherCodeFromHash('#other=1&voucher=ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  test('no fragment, another one, or something that is no code: none', () => {
    for (const hash of ['', '#', '#voucher=', '#main', '#voucher=AB', '#voucher=<script>', '#voucher=ABCD-EFGH-', `#voucher=${'A'.repeat(65)}`]) {
      expect(voucherCodeFromHash(hash)).toBeNull();
    }
  });

  test('shown by its last four only, as the server masks it', () => {
    expect(maskedVoucherCode('ABCD-EFGH-JKMN-PQRS')).toBe('•••• PQRS');
    expect(maskedVoucherCode('abcd efgh jkmn pq-rs')).toBe('•••• PQRS');
  });
});
