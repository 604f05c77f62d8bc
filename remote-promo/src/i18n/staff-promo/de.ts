import type { StaffPromoTexts } from './it';

const de: StaffPromoTexts = {
  title: 'Aktionscode',
  code: 'Code',
  guest: 'Gast',
  useBy: 'Einzulösen bis',
  redeem: 'Einlösen',
  redeemed: 'Eingelöst',
  redeemedAt: 'Code eingelöst: Gib aus, was die Aktion bietet.',
};

export default de;
