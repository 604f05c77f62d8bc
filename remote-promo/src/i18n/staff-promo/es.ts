import type { StaffPromoTexts } from './it';

const es: StaffPromoTexts = {
  title: 'Código promocional',
  code: 'Código',
  guest: 'Cliente',
  useBy: 'Usar antes del',
  redeem: 'Canjear',
  redeemed: 'Canjeado',
  redeemedAt: 'Código canjeado: entrega lo que ofrece la promoción.',
};

export default es;
