import { registerTranslations } from '@venue/shared';

// The gift card preview on the checkout, worded like the card's e-mail (server giftcard-texts).
const it = {
  preview: {
    title: 'Anteprima della gift card', note: 'Ecco cosa riceverà {{name}} per e-mail.', noteSelf: 'Ecco cosa riceverai per e-mail.',
    greeting: 'Ciao {{name}},', introGift: '{{from}} ti ha regalato una gift card da usare da {{venue}}.', introSelf: 'ecco la tua gift card da usare da {{venue}}.',
    messageLabel: 'Il messaggio di {{from}}', valueLabel: 'Valore', someone: 'destinatario', quantity: '{{count}} gift card',
  },
};
const en: typeof it = {
  preview: {
    title: 'Gift card preview', note: 'This is what {{name}} will receive by e-mail.', noteSelf: 'This is what you will receive by e-mail.',
    greeting: 'Hello {{name}},', introGift: '{{from}} has given you a gift card to use at {{venue}}.', introSelf: 'here is your gift card to use at {{venue}}.',
    messageLabel: 'A message from {{from}}', valueLabel: 'Value', someone: 'recipient', quantity: '{{count}} gift cards',
  },
};
const fr: typeof it = {
  preview: {
    title: 'Aperçu de la carte cadeau', note: 'Voici ce que {{name}} recevra par e-mail.', noteSelf: 'Voici ce que vous recevrez par e-mail.',
    greeting: 'Bonjour {{name}},', introGift: '{{from}} vous offre une carte cadeau à utiliser chez {{venue}}.', introSelf: 'voici votre carte cadeau à utiliser chez {{venue}}.',
    messageLabel: 'Le message de {{from}}', valueLabel: 'Valeur', someone: 'destinataire', quantity: '{{count}} cartes cadeaux',
  },
};
const es: typeof it = {
  preview: {
    title: 'Vista previa de la tarjeta regalo', note: 'Esto es lo que recibirá {{name}} por correo.', noteSelf: 'Esto es lo que recibirás por correo.',
    greeting: 'Hola {{name}}:', introGift: '{{from}} te ha regalado una tarjeta regalo para usar en {{venue}}.', introSelf: 'aquí tienes tu tarjeta regalo para usar en {{venue}}.',
    messageLabel: 'El mensaje de {{from}}', valueLabel: 'Valor', someone: 'destinatario', quantity: '{{count}} tarjetas regalo',
  },
};
const de: typeof it = {
  preview: {
    title: 'Vorschau des Gutscheins', note: 'Das erhält {{name}} per E-Mail.', noteSelf: 'Das erhalten Sie per E-Mail.',
    greeting: 'Hallo {{name}},', introGift: '{{from}} schenkt Ihnen einen Gutschein für {{venue}}.', introSelf: 'hier ist Ihr Gutschein für {{venue}}.',
    messageLabel: 'Die Nachricht von {{from}}', valueLabel: 'Wert', someone: 'Empfänger', quantity: '{{count}} Gutscheine',
  },
};

export const registerGiftcardPreviewTranslations = () => registerTranslations('giftcardsPreview', { it, en, fr, es, de });
