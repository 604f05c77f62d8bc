import type { PreviewTexts } from './it';

const en: PreviewTexts = {
  preview: {
    title: 'Gift card preview',
    note: 'This is what {{name}} will receive by e-mail.',
    noteSelf: 'This is what you will receive by e-mail.',
    greeting: 'Hello {{name}},',
    introGift: '{{from}} has given you a gift card to use at {{venue}}.',
    introSelf: 'here is your gift card to use at {{venue}}.',
    messageLabel: 'A message from {{from}}',
    valueLabel: 'Value',
    someone: 'recipient',
    quantity: '{{count}} gift cards',
  },
};

export default en;
