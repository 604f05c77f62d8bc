import type { HostTexts } from './it';

const fr: HostTexts = {
  welcome: {
    book: 'Réserver une table',
    giftcards: 'Offrir une carte cadeau',
    promotions: 'Promotions en cours',
    claim: "Voir l'offre",
    experiences: 'Expériences',
    pricePerPerson: '{{price}} par personne',
    duration: '{{minutes}} min',
    times: 'Horaires : {{times}}',
    bookExperience: 'Réserver',
  },
};

export default fr;
