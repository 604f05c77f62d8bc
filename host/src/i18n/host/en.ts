import type { HostTexts } from './it';

const en: HostTexts = {
  welcome: {
    book: 'Book a table',
    giftcards: 'Give a gift card',
    promotions: 'Current promotions',
    claim: 'See the offer',
    experiences: 'Experiences',
    pricePerPerson: '{{price}} per person',
    duration: '{{minutes}} min',
    times: 'Times: {{times}}',
    bookExperience: 'Book',
  },
};

export default en;
