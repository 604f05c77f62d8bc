import type { PromoHelpTexts } from './it';

const fr: PromoHelpTexts = {
  resend: {
    title: 'Vous ne trouvez pas votre code ?',
    intro: 'Nous le renvoyons à l’adresse e-mail utilisée pour le demander.',
    email: 'E-mail',
    send: 'Renvoyer mon code',
    sent: 'Si {{email}} a demandé cette promotion, le code est de nouveau en route vers cette boîte.',
    tryIn_one: 'Trop de demandes : réessayez dans {{count}} seconde.',
    tryIn_other: 'Trop de demandes : réessayez dans {{count}} secondes.',
  },
};

export default fr;
