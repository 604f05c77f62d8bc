import type { StaffPromoTexts } from './it';

const fr: StaffPromoTexts = {
  title: 'Code promo',
  code: 'Code',
  guest: 'Client',
  useBy: 'À utiliser avant le',
  redeem: 'Valider',
  redeemed: 'Validé',
  redeemedAt: 'Code validé : remettez ce que la promotion offre.',
};

export default fr;
