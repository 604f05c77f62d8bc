import type { HostTexts } from './it';

const de: HostTexts = {
  welcome: {
    book: 'Tisch reservieren',
    giftcards: 'Gutschein verschenken',
    promotions: 'Aktuelle Aktionen',
    claim: 'Zum Angebot',
    experiences: 'Erlebnisse',
    pricePerPerson: '{{price}} pro Person',
    duration: '{{minutes}} Min.',
    times: 'Uhrzeiten: {{times}}',
    bookExperience: 'Buchen',
  },
};

export default de;
