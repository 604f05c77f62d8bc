import type { StaffPromoTexts } from './it';

const en: StaffPromoTexts = {
  title: 'Promo code',
  code: 'Code',
  guest: 'Guest',
  useBy: 'Use by',
  redeem: 'Redeem',
  redeemed: 'Redeemed',
  redeemedAt: 'Code redeemed: hand over what the promotion offers.',
};

export default en;
