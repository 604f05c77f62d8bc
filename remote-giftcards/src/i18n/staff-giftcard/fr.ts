import type { StaffGiftcardTexts } from './it';

const fr: StaffGiftcardTexts = {
  title: 'Carte cadeau',
  code: 'Code',
  balance: 'Solde',
  initial: 'Valeur initiale',
  expires: 'Expire le',
  order: 'Commande',
  testMode: 'Carte de test (TEST MODE) : sans valeur.',
  amount: 'Montant à utiliser',
  amountHint: 'Au plus {{balance}}.',
  wholeBalance: 'Tout le solde',
  amountRequired: 'Saisissez le montant à utiliser.',
  amountInvalid: 'Saisissez un montant, par exemple 12,50.',
  amountOver: 'La carte contient {{balance}} : saisissez au plus ce montant.',
  redeem: 'Utiliser',
  redeemed: '{{amount}} utilisés. Reste sur la carte : {{balance}}.',
  history: 'Utilisations',
  historyLine: '{{amount}} le {{date}}',
  historyBy: '{{amount}} le {{date}} par {{label}}',
};

export default fr;
