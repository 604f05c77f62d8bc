// The amount typed at the door: major units to minor, at least a cent, at most the balance; empty
// is refused (the server would take it as "everything": the whole balance is a button that fills
// the field, so staff see the amount before they redeem).
import { checkRedeemAmount } from '../src/features/staff-giftcard/redeem-amount';

describe('checkRedeemAmount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    [' 0.01 ', 1],
    ['45', 4500],
  ])('%s → %i minor units', (text, amount) => expect(checkRedeemAmount(text, 4500)).toEqual({ ok: true, amount }));

  it('asks for an amount when the field is empty', () => {
    expect(checkRedeemAmount('', 4500)).toEqual({ ok: false, reason: 'required' });
    expect(checkRedeemAmount('   ', 4500)).toEqual({ ok: false, reason: 'required' });
  });

  it.each(['abc', '0', '0,00', '-5', '1.234', '12.5.0', '1e3'])('refuses %s as an amount', (text) =>
    expect(checkRedeemAmount(text, 4500)).toEqual({ ok: false, reason: 'invalid' }),
  );

  it('refuses more than the card holds', () => {
    expect(checkRedeemAmount('45.01', 4500)).toEqual({ ok: false, reason: 'over' });
    expect(checkRedeemAmount('1', 0)).toEqual({ ok: false, reason: 'over' });
  });
});
