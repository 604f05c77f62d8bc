import { registerTranslations } from '@venue/shared';

export const bookingResources = {
  it: {
    placeholder: 'Questa sezione sarà disponibile a breve.',
    pages: {
      Reserve: 'Prenota un tavolo', ReserveModule: 'Prenota', ReserveMessage: 'La tua prenotazione',
      ReserveEdit: 'Modifica la prenotazione', ReserveEditConfirm: 'Prenotazione modificata', ReserveEditError: 'Modifica non riuscita',
    },
  },
  en: {
    placeholder: 'This section will be available soon.',
    pages: {
      Reserve: 'Book a table', ReserveModule: 'Book', ReserveMessage: 'Your reservation',
      ReserveEdit: 'Change your reservation', ReserveEditConfirm: 'Reservation changed', ReserveEditError: 'Change failed',
    },
  },
  fr: {
    placeholder: 'Cette section sera bientôt disponible.',
    pages: {
      Reserve: 'Réserver une table', ReserveModule: 'Réserver', ReserveMessage: 'Votre réservation',
      ReserveEdit: 'Modifier la réservation', ReserveEditConfirm: 'Réservation modifiée', ReserveEditError: 'Modification impossible',
    },
  },
  es: {
    placeholder: 'Esta sección estará disponible pronto.',
    pages: {
      Reserve: 'Reservar mesa', ReserveModule: 'Reservar', ReserveMessage: 'Tu reserva',
      ReserveEdit: 'Modificar la reserva', ReserveEditConfirm: 'Reserva modificada', ReserveEditError: 'No se pudo modificar',
    },
  },
  de: {
    placeholder: 'Dieser Bereich ist bald verfügbar.',
    pages: {
      Reserve: 'Tisch reservieren', ReserveModule: 'Reservieren', ReserveMessage: 'Ihre Reservierung',
      ReserveEdit: 'Reservierung ändern', ReserveEditConfirm: 'Reservierung geändert', ReserveEditError: 'Änderung fehlgeschlagen',
    },
  },
};

export const registerBookingTranslations = () => registerTranslations('booking', bookingResources);
