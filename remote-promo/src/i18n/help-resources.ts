import { registerTranslations } from '@venue/shared';

// "Send my code again" on the duplicate page, in five languages.
const it = {
  resend: {
    title: 'Non trovi il codice?', intro: 'Te lo rimandiamo all’indirizzo e-mail usato per richiederlo.', email: 'E-mail', send: 'Rimandami il codice',
    sent: 'Se {{email}} ha richiesto questa promozione, il codice è di nuovo in viaggio verso quella casella.',
    tryIn_one: 'Troppe richieste: riprova tra {{count}} secondo.', tryIn_other: 'Troppe richieste: riprova tra {{count}} secondi.',
  },
};
const en: typeof it = {
  resend: {
    title: 'Cannot find your code?', intro: 'We send it again to the e-mail address used to request it.', email: 'E-mail', send: 'Send my code again',
    sent: 'If {{email}} requested this promotion, the code is on its way to that inbox again.',
    tryIn_one: 'Too many requests: try again in {{count}} second.', tryIn_other: 'Too many requests: try again in {{count}} seconds.',
  },
};
const fr: typeof it = {
  resend: {
    title: 'Vous ne trouvez pas votre code ?', intro: 'Nous le renvoyons à l’adresse e-mail utilisée pour le demander.', email: 'E-mail', send: 'Renvoyer mon code',
    sent: 'Si {{email}} a demandé cette promotion, le code est de nouveau en route vers cette boîte.',
    tryIn_one: 'Trop de demandes : réessayez dans {{count}} seconde.', tryIn_other: 'Trop de demandes : réessayez dans {{count}} secondes.',
  },
};
const es: typeof it = {
  resend: {
    title: '¿No encuentras tu código?', intro: 'Te lo reenviamos a la dirección de correo usada para pedirlo.', email: 'Correo electrónico', send: 'Reenviar mi código',
    sent: 'Si {{email}} pidió esta promoción, el código va de nuevo camino de ese buzón.',
    tryIn_one: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundo.', tryIn_other: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundos.',
  },
};
const de: typeof it = {
  resend: {
    title: 'Code nicht gefunden?', intro: 'Wir senden ihn erneut an die E-Mail-Adresse, mit der er angefordert wurde.', email: 'E-Mail', send: 'Code erneut senden',
    sent: 'Wenn {{email}} diese Aktion angefordert hat, ist der Code erneut unterwegs zu diesem Postfach.',
    tryIn_one: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunde erneut.', tryIn_other: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunden erneut.',
  },
};

export const registerPromoHelpTranslations = () => registerTranslations('promoHelp', { it, en, fr, es, de });
