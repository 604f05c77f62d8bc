const it = {
  title: 'Codice promo',
  code: 'Codice',
  guest: 'Ospite',
  useBy: 'Da usare entro',
  redeem: 'Riscatta',
  redeemed: 'Riscattato',
  redeemedAt: 'Codice riscattato: consegna ciò che la promozione offre.',
};

export type StaffPromoTexts = typeof it;

export default it;
