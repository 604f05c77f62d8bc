import type { PreviewTexts } from './it';

const fr: PreviewTexts = {
  preview: {
    title: 'Aperçu de la carte cadeau',
    note: 'Voici ce que {{name}} recevra par e-mail.',
    noteSelf: 'Voici ce que vous recevrez par e-mail.',
    greeting: 'Bonjour {{name}},',
    introGift: '{{from}} vous offre une carte cadeau à utiliser chez {{venue}}.',
    introSelf: 'voici votre carte cadeau à utiliser chez {{venue}}.',
    messageLabel: 'Le message de {{from}}',
    valueLabel: 'Valeur',
    someone: 'destinataire',
    quantity: '{{count}} cartes cadeaux',
  },
};

export default fr;
