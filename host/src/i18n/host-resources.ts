import { registerTranslations } from '@venue/shared';

// Texts of the host's own screens (the home page); the common texts live in shared.
export const hostResources = {
  it: {
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
  },
  en: {
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
  },
  fr: {
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
  },
  es: {
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
  },
  de: {
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
  },
};

export function registerHostTranslations(): void {
  registerTranslations('host', hostResources);
}
