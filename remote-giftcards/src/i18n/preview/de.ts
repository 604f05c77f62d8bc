import type { PreviewTexts } from './it';

const de: PreviewTexts = {
  preview: {
    title: 'Vorschau des Gutscheins',
    note: 'Das erhält {{name}} per E-Mail.',
    noteSelf: 'Das erhalten Sie per E-Mail.',
    greeting: 'Hallo {{name}},',
    introGift: '{{from}} schenkt Ihnen einen Gutschein für {{venue}}.',
    introSelf: 'hier ist Ihr Gutschein für {{venue}}.',
    messageLabel: 'Die Nachricht von {{from}}',
    valueLabel: 'Wert',
    someone: 'Empfänger',
    quantity: '{{count}} Gutscheine',
  },
};

export default de;
