import { registerTranslations } from '@venue/shared';

export const promoResources = {
  it: {
    placeholder: 'Questa sezione sarà disponibile a breve.',
    pages: { Promo: 'Promozione', PromoCode: 'Il tuo codice', PromoError: 'Richiesta non riuscita', PromoDuplicate: 'Promozione già richiesta', PromoConfirm: 'Richiesta inviata' },
  },
  en: {
    placeholder: 'This section will be available soon.',
    pages: { Promo: 'Promotion', PromoCode: 'Your code', PromoError: 'Request failed', PromoDuplicate: 'Promotion already requested', PromoConfirm: 'Request sent' },
  },
  fr: {
    placeholder: 'Cette section sera bientôt disponible.',
    pages: { Promo: 'Promotion', PromoCode: 'Votre code', PromoError: 'Demande échouée', PromoDuplicate: 'Promotion déjà demandée', PromoConfirm: 'Demande envoyée' },
  },
  es: {
    placeholder: 'Esta sección estará disponible pronto.',
    pages: { Promo: 'Promoción', PromoCode: 'Tu código', PromoError: 'Solicitud fallida', PromoDuplicate: 'Promoción ya solicitada', PromoConfirm: 'Solicitud enviada' },
  },
  de: {
    placeholder: 'Dieser Bereich ist bald verfügbar.',
    pages: { Promo: 'Aktion', PromoCode: 'Ihr Code', PromoError: 'Anfrage fehlgeschlagen', PromoDuplicate: 'Aktion bereits angefordert', PromoConfirm: 'Anfrage gesendet' },
  },
};

export const registerPromoTranslations = () => registerTranslations('promo', promoResources);
