const it = {
  title: 'Carta regalo',
  code: 'Codice',
  balance: 'Saldo',
  initial: 'Valore iniziale',
  expires: 'Scadenza',
  order: 'Ordine',
  testMode: 'Carta di prova (TEST MODE): non vale denaro.',
  amount: 'Importo da riscattare',
  amountHint: 'Al massimo {{balance}}.',
  wholeBalance: 'Tutto il saldo',
  amountRequired: 'Digita l’importo da riscattare.',
  amountInvalid: 'Digita un importo, per esempio 12,50.',
  amountOver: 'La carta ha {{balance}}: digita al massimo questo importo.',
  redeem: 'Riscatta',
  redeemed: 'Riscattati {{amount}}. Restano sulla carta {{balance}}.',
  history: 'Utilizzi',
  historyLine: '{{amount}} il {{date}}',
  historyBy: '{{amount}} il {{date}} da {{label}}',
};

export type StaffGiftcardTexts = typeof it;

export default it;
