import type { StaffGiftcardTexts } from './it';

const en: StaffGiftcardTexts = {
  title: 'Gift card',
  code: 'Code',
  balance: 'Balance',
  initial: 'Initial value',
  expires: 'Expires',
  order: 'Order',
  testMode: 'Test card (TEST MODE): worth no money.',
  amount: 'Amount to redeem',
  amountHint: 'At most {{balance}}.',
  wholeBalance: 'Whole balance',
  amountRequired: 'Type the amount to redeem.',
  amountInvalid: 'Type an amount, for example 12.50.',
  amountOver: 'The card holds {{balance}}: type at most that.',
  redeem: 'Redeem',
  redeemed: 'Redeemed {{amount}}. Left on the card: {{balance}}.',
  history: 'Redemptions',
  historyLine: '{{amount}} on {{date}}',
  historyBy: '{{amount}} on {{date}} by {{label}}',
};

export default en;
