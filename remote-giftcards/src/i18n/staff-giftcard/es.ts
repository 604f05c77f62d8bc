import type { StaffGiftcardTexts } from './it';

const es: StaffGiftcardTexts = {
  title: 'Tarjeta regalo',
  code: 'Código',
  balance: 'Saldo',
  initial: 'Valor inicial',
  expires: 'Caduca el',
  order: 'Pedido',
  testMode: 'Tarjeta de prueba (TEST MODE): no vale dinero.',
  amount: 'Importe a canjear',
  amountHint: 'Como máximo {{balance}}.',
  wholeBalance: 'Todo el saldo',
  amountRequired: 'Escribe el importe a canjear.',
  amountInvalid: 'Escribe un importe, por ejemplo 12,50.',
  amountOver: 'La tarjeta tiene {{balance}}: escribe como máximo ese importe.',
  redeem: 'Canjear',
  redeemed: 'Canjeados {{amount}}. Quedan en la tarjeta {{balance}}.',
  history: 'Usos',
  historyLine: '{{amount}} el {{date}}',
  historyBy: '{{amount}} el {{date}} por {{label}}',
};

export default es;
