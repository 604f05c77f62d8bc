// The host's own screens (the home page), Italian: the source of the `host` namespace.
const it = {
  welcome: {
    book: 'Prenota un tavolo',
    giftcards: 'Regala una gift card',
    promotions: 'Promozioni in corso',
    claim: 'Scopri la promozione',
    experiences: 'Esperienze',
    pricePerPerson: '{{price}} a persona',
    duration: '{{minutes}} min',
    times: 'Orari: {{times}}',
    bookExperience: 'Prenota',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type HostTexts = Shape<typeof it>;

export default it;
