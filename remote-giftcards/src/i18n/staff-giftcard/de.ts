import type { StaffGiftcardTexts } from './it';

const de: StaffGiftcardTexts = {
  title: 'Geschenkkarte',
  code: 'Code',
  balance: 'Guthaben',
  initial: 'Anfangswert',
  expires: 'Gültig bis',
  order: 'Bestellung',
  testMode: 'Testkarte (TEST MODE): ohne Geldwert.',
  amount: 'Einzulösender Betrag',
  amountHint: 'Höchstens {{balance}}.',
  wholeBalance: 'Ganzes Guthaben',
  amountRequired: 'Gib den einzulösenden Betrag ein.',
  amountInvalid: 'Gib einen Betrag ein, zum Beispiel 12,50.',
  amountOver: 'Die Karte hat {{balance}}: Gib höchstens diesen Betrag ein.',
  redeem: 'Einlösen',
  redeemed: '{{amount}} eingelöst. Auf der Karte bleiben {{balance}}.',
  history: 'Einlösungen',
  historyLine: '{{amount}} am {{date}}',
  historyBy: '{{amount}} am {{date}} von {{label}}',
};

export default de;
