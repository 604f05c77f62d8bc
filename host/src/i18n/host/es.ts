import type { HostTexts } from './it';

const es: HostTexts = {
  welcome: {
    book: 'Reservar mesa',
    giftcards: 'Regalar una tarjeta regalo',
    promotions: 'Promociones actuales',
    claim: 'Ver la oferta',
    experiences: 'Experiencias',
    pricePerPerson: '{{price}} por persona',
    duration: '{{minutes}} min',
    times: 'Horarios: {{times}}',
    bookExperience: 'Reservar',
  },
};

export default es;
