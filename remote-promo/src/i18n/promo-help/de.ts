import type { PromoHelpTexts } from './it';

const de: PromoHelpTexts = {
  resend: {
    title: 'Code nicht gefunden?',
    intro: 'Wir senden ihn erneut an die E-Mail-Adresse, mit der er angefordert wurde.',
    email: 'E-Mail',
    send: 'Code erneut senden',
    sent: 'Wenn {{email}} diese Aktion angefordert hat, ist der Code erneut unterwegs zu diesem Postfach.',
    tryIn_one: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunde erneut.',
    tryIn_other: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunden erneut.',
  },
};

export default de;
