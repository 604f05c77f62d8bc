import type { PromoHelpTexts } from './it';

const es: PromoHelpTexts = {
  resend: {
    title: '¿No encuentras tu código?',
    intro: 'Te lo reenviamos a la dirección de correo usada para pedirlo.',
    email: 'Correo electrónico',
    send: 'Reenviar mi código',
    sent: 'Si {{email}} pidió esta promoción, el código va de nuevo camino de ese buzón.',
    tryIn_one: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundo.',
    tryIn_other: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundos.',
  },
};

export default es;
