import { registerTranslations } from '@venue/shared';

export const giftcardResources = {
  it: {
    placeholder: 'Questa sezione sarà disponibile a breve.',
    pages: {
      GiftcardList: 'Gift card', GiftcardDetail: 'Dettaglio gift card', GiftcardNotAvailable: 'Gift card non disponibile',
      Checkout: 'Riepilogo e dati', PurchaseConfirmation: 'Conferma di acquisto', GiftcardCreate: 'Creazione della gift card',
      GiftcardCreateError: 'Errore nella creazione', Payment: 'Pagamento con carta', PaymentError: 'Errore di pagamento',
    },
  },
  en: {
    placeholder: 'This section will be available soon.',
    pages: {
      GiftcardList: 'Gift cards', GiftcardDetail: 'Gift card details', GiftcardNotAvailable: 'Gift card not available',
      Checkout: 'Checkout', PurchaseConfirmation: 'Purchase confirmation', GiftcardCreate: 'Creating your gift card',
      GiftcardCreateError: 'Creation error', Payment: 'Card payment', PaymentError: 'Payment error',
    },
  },
  fr: {
    placeholder: 'Cette section sera bientôt disponible.',
    pages: {
      GiftcardList: 'Cartes cadeaux', GiftcardDetail: 'Détail de la carte cadeau', GiftcardNotAvailable: 'Carte cadeau indisponible',
      Checkout: 'Commande', PurchaseConfirmation: "Confirmation d'achat", GiftcardCreate: 'Création de la carte cadeau',
      GiftcardCreateError: 'Erreur de création', Payment: 'Paiement par carte', PaymentError: 'Erreur de paiement',
    },
  },
  es: {
    placeholder: 'Esta sección estará disponible pronto.',
    pages: {
      GiftcardList: 'Tarjetas regalo', GiftcardDetail: 'Detalle de la tarjeta regalo', GiftcardNotAvailable: 'Tarjeta regalo no disponible',
      Checkout: 'Pedido', PurchaseConfirmation: 'Confirmación de compra', GiftcardCreate: 'Creación de la tarjeta regalo',
      GiftcardCreateError: 'Error de creación', Payment: 'Pago con tarjeta', PaymentError: 'Error de pago',
    },
  },
  de: {
    placeholder: 'Dieser Bereich ist bald verfügbar.',
    pages: {
      GiftcardList: 'Gutscheine', GiftcardDetail: 'Gutschein-Details', GiftcardNotAvailable: 'Gutschein nicht verfügbar',
      Checkout: 'Bestellung', PurchaseConfirmation: 'Kaufbestätigung', GiftcardCreate: 'Gutschein wird erstellt',
      GiftcardCreateError: 'Fehler bei der Erstellung', Payment: 'Kartenzahlung', PaymentError: 'Zahlungsfehler',
    },
  },
};

export const registerGiftcardTranslations = () => registerTranslations('giftcards', giftcardResources);
