import { registerTranslations } from '@venue/shared';

// The booking screens in five languages; Italian is the source (spec section 9).
const it = {
  pages: {
    Reserve: 'Prenota un tavolo', ReserveModule: 'Prenota', ReserveMessage: 'La tua prenotazione',
    ReserveEdit: 'Modifica la prenotazione', ReserveEditConfirm: 'Prenotazione modificata', ReserveEditError: 'Modifica non riuscita',
    ReserveAuthenticate: 'Conferma il pagamento',
  },
  breadcrumb: 'Passaggi della prenotazione',
  stepOf: 'Passaggio {{n}} di {{total}}: {{name}}',
  steps: { people: 'Persone', date: 'Data', time: 'Ora', experience: 'Esperienza', zone: 'Sala', details: 'Dati', guarantee: 'Carta', summary: 'Riepilogo' },
  actions: { next: 'Continua', back: 'Indietro' },
  people: { title: 'Quante persone?', count_one: '{{count}} persona', count_other: '{{count}} persone', range: 'Online da {{min}} a {{max}} persone. Per gruppi più numerosi contatta la struttura.' },
  date: {
    title: 'Scegli il giorno', prev: 'Mese precedente', next: 'Mese successivo', legend: 'Legenda', loading: 'Caricamento delle disponibilità…', whatMeans: 'cosa significa', keyboardHelp: 'Frecce per spostarsi tra i giorni, Pagina su e Pagina giù per cambiare mese, Invio per scegliere.',
    status: { past: 'passato', closed: 'chiuso', experience: 'esperienza', available: 'disponibile', completed: 'completo' },
    statusHelp: {
      past: 'Il giorno è già passato.', closed: 'La struttura è chiusa.', experience: 'Si può prenotare solo un’esperienza.',
      available: 'Ci sono tavoli disponibili.', completed: 'Completo per il tuo numero di persone.',
    },
  },
  time: {
    title: 'Scegli l’orario', loading: 'Caricamento degli orari…', none: 'Nessun orario libero per {{count}} persone in questo giorno.', full: 'completo', waitingList: 'lista d’attesa',
    waitingListTitle: 'Questo orario è al completo.', waitingListText: 'Puoi entrare in lista d’attesa: ti scriveremo se si libera un tavolo.',
    reasons: {
      DAY_SOLD_OUT: 'Il giorno è al completo.', ZONE_SOLD_OUT: 'Nessuna sala ha posto per il tuo gruppo.', SHIFT_FULL: 'Il turno è al completo.',
      EXPERIENCE_REQUIRED: 'In questo giorno si può prenotare solo un’esperienza.', CLOSED: 'La struttura è chiusa.', PAST: 'È troppo tardi per prenotare in questo giorno.',
    },
  },
  experience: {
    title: 'Scegli l’esperienza', required: 'A quest’ora si può prenotare solo un’esperienza.', tableOnly: 'Solo il tavolo', tableOnlyHint: 'Nessuna esperienza: un tavolo al ristorante.',
    perGuest: '{{price}} a persona', duration: '{{minutes}} min', card: 'garanzia con carta', conditions: 'Condizioni',
  },
  zone: { title: 'Scegli la sala', any: 'Nessuna preferenza', full: 'completa' },
  details: {
    title: 'I tuoi dati', firstName: 'Nome', lastName: 'Cognome', phone: 'Cellulare', email: 'E-mail', reason: 'Motivo della visita', reasonNone: 'Scegli (facoltativo)',
    reasonOther: 'Raccontaci di più', notes: 'Note (allergie, seggiolone…)',
    reasons: { birthday: 'Compleanno', anniversary: 'Anniversario', business: 'Lavoro', romantic: 'Cena romantica', family: 'Famiglia', friends: 'Amici', other: 'Altro' },
  },
  guarantee: {
    title: 'Garanzia con carta e cancellazione', intro: 'Questa prenotazione è garantita da una carta. Ora non viene addebitato nulla.', termsTitle: 'Condizioni di cancellazione',
    perReservation: '{{amount}} per la prenotazione', perGuest: '{{unit}} a persona ({{amount}} in totale)',
    freeUntil: 'Cancellazione gratuita fino a {{deadline}} (ora di {{venue}}).',
    how: 'Dopo quel momento, o se non ti presenti, {{venue}} addebita {{amount}} sulla carta che salvi ora, senza bisogno della tua presenza.',
    accept: 'Accetto le condizioni di cancellazione e la garanzia con carta.', toCard: 'Continua con la carta', heldUntil: 'I posti sono riservati per te fino alle {{time}}.', card: 'Salva la carta',
  },
  summary: {
    title: 'Riepilogo', date: 'Data', time: 'Ora', people: 'Persone', experience: 'Esperienza', zone: 'Sala', name: 'Nome', phone: 'Cellulare', email: 'E-mail', reason: 'Motivo', notes: 'Note',
    price: 'Prezzo', total: '{{total}} in totale ({{price}} a persona)', payAtVenue: 'da pagare in struttura', payOnline: 'pagamento online',
    confirm: 'Conferma la prenotazione', confirmRequest: 'Invia la richiesta', confirmWaiting: 'Entra in lista d’attesa',
    waitingNotice: 'Entrerai in lista d’attesa: ti scriveremo se si libera un tavolo.', requestNotice: 'La struttura conferma le richieste a mano: riceverai un’e-mail.',
  },
  errors: {
    loadTitle: 'Impossibile caricare la pagina', loadAvailability: 'Non riusciamo a caricare le disponibilità. Riprova.',
    SOLD_OUT: 'L’orario scelto non è più disponibile.', ZONE_UNAVAILABLE: 'La sala scelta non ha più posto.', SLOT_UNAVAILABLE: 'Non si può più prenotare a quest’ora.',
    HOLD_EXPIRED: 'Il tempo per completare la prenotazione è scaduto e i posti non sono più disponibili.', CARD_NOT_SAVED: 'La carta non è ancora stata salvata.',
    BOT_CHECK_FAILED: 'La verifica anti-robot non è riuscita. Ripetila e riprova.', GUARANTEE_REQUIRED: 'Questa prenotazione richiede una carta a garanzia.',
    INVALID_PAYLOAD: 'Compila tutti i campi obbligatori.', RESERVATION_CLOSED: 'Questa prenotazione non si può più modificare.',
  },
  module: { notFoundTitle: 'Pagina di prenotazione non trovata', notFoundText: 'Questa pagina di prenotazione non esiste o non è più attiva.', toReserve: 'Prenota un tavolo' },
  message: {
    confirmed: { title: 'La tua prenotazione è confermata', text: 'Ti aspettiamo!' },
    pending: { title: 'Richiesta ricevuta', text: 'La struttura confermerà la tua prenotazione: riceverai un’e-mail.' },
    rejected: { title: 'Prenotazione non confermata', text: 'Non è stato possibile confermare la prenotazione. Prova un altro giorno o un altro orario.' },
    waiting: { title: 'Sei in lista d’attesa', text: 'Ti avviseremo se si libera un tavolo.' },
    unknown: { title: 'Messaggio non disponibile', text: 'Questa pagina non ha niente da mostrare.' },
    emailSent: 'Abbiamo inviato i dettagli a {{email}}.', calendar: 'Aggiungi al calendario', edit: 'Modifica o cancella', again: 'Fai un’altra prenotazione',
  },
  edit: {
    notFoundTitle: 'Prenotazione non trovata', notFoundText: 'Il link non è valido. Controlla l’indirizzo ricevuto per e-mail.',
    current: 'La tua prenotazione', closed: 'Questa prenotazione non si può più modificare online.', waiting: 'Sei in lista d’attesa: puoi solo cancellare la richiesta.',
    change: 'Cambia persone, giorno, orario o sala', save: 'Salva le modifiche', cancelTitle: 'Non puoi venire?', cancel: 'Cancella la prenotazione',
    lateWarning: 'Il periodo di cancellazione gratuita è finito: la struttura può addebitare {{amount}}.',
    cancelConfirmTitle: 'Cancellare la prenotazione?', cancelConfirmText: 'Il tavolo verrà offerto ad altri ospiti.', keep: 'Mantieni', cancelYes: 'Sì, cancella',
    blocked: {
      EDIT_NEEDS_CARD: 'Questa scelta richiede una garanzia con carta di credito: non si può modificare online. Scegli altro o contatta la struttura.',
      EDIT_WAITING_LIST: 'L’orario scelto è al completo e disponibile solo in lista d’attesa: scegli un altro orario.',
      EDIT_SOLD_OUT: 'La scelta è al completo: scegli un altro giorno o orario.',
    },
  },
  editConfirm: {
    title: 'Prenotazione modificata', text: 'Ti abbiamo inviato i nuovi dettagli per e-mail.', unchanged: 'Non è cambiato nulla.',
    cancelledTitle: 'Prenotazione cancellata', cancelledText: 'La tua prenotazione è stata cancellata. Ti abbiamo inviato una conferma per e-mail.', back: 'Torna alla prenotazione',
  },
  editError: { title: 'Modifica non riuscita', text: 'Si è verificato un errore durante la modifica della prenotazione. Riprova più tardi.', retry: 'Riprova' },
  authenticate: {
    title: 'Conferma il pagamento', text: 'La tua banca chiede di confermare l’addebito di {{amount}} previsto dalle condizioni della prenotazione.',
    paid: 'Pagamento di {{amount}} confermato. Grazie.', none: 'Non c’è nessun pagamento da confermare.',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type BookingTexts = Shape<typeof it>;

const en: BookingTexts = {
  pages: {
    Reserve: 'Book a table', ReserveModule: 'Book', ReserveMessage: 'Your reservation',
    ReserveEdit: 'Change your reservation', ReserveEditConfirm: 'Reservation changed', ReserveEditError: 'Change failed', ReserveAuthenticate: 'Confirm the payment',
  },
  breadcrumb: 'Booking steps',
  stepOf: 'Step {{n}} of {{total}}: {{name}}',
  steps: { people: 'People', date: 'Date', time: 'Time', experience: 'Experience', zone: 'Area', details: 'Details', guarantee: 'Card', summary: 'Summary' },
  actions: { next: 'Continue', back: 'Back' },
  people: { title: 'How many people?', count_one: '{{count}} person', count_other: '{{count}} people', range: 'Online from {{min}} to {{max}} people. For larger groups, contact the venue.' },
  date: {
    title: 'Choose the day', prev: 'Previous month', next: 'Next month', legend: 'Legend', loading: 'Loading availability…', whatMeans: 'what it means', keyboardHelp: 'Arrow keys move between days, Page Up and Page Down change the month, Enter chooses.',
    status: { past: 'past', closed: 'closed', experience: 'experience', available: 'available', completed: 'fully booked' },
    statusHelp: {
      past: 'This day has passed.', closed: 'The venue is closed.', experience: 'Only an experience can be booked.',
      available: 'Tables are available.', completed: 'Fully booked for your party size.',
    },
  },
  time: {
    title: 'Choose the time', loading: 'Loading times…', none: 'No free time for {{count}} people on this day.', full: 'full', waitingList: 'waiting list',
    waitingListTitle: 'This time is full.', waitingListText: 'You can join the waiting list: we will write to you if a table frees up.',
    reasons: {
      DAY_SOLD_OUT: 'This day is sold out.', ZONE_SOLD_OUT: 'No area has room for your party.', SHIFT_FULL: 'The service is full.',
      EXPERIENCE_REQUIRED: 'On this day only an experience can be booked.', CLOSED: 'The venue is closed.', PAST: 'It is too late to book this day.',
    },
  },
  experience: {
    title: 'Choose the experience', required: 'At this time only an experience can be booked.', tableOnly: 'Just a table', tableOnlyHint: 'No experience: a table at the restaurant.',
    perGuest: '{{price}} per person', duration: '{{minutes}} min', card: 'card guarantee', conditions: 'Conditions',
  },
  zone: { title: 'Choose the area', any: 'No preference', full: 'full' },
  details: {
    title: 'Your details', firstName: 'First name', lastName: 'Last name', phone: 'Mobile', email: 'E-mail', reason: 'Reason for your visit', reasonNone: 'Choose (optional)',
    reasonOther: 'Tell us more', notes: 'Notes (allergies, high chair…)',
    reasons: { birthday: 'Birthday', anniversary: 'Anniversary', business: 'Business', romantic: 'Romantic dinner', family: 'Family', friends: 'Friends', other: 'Other' },
  },
  guarantee: {
    title: 'Card guarantee and cancellation', intro: 'This booking is secured by a card. Nothing is charged now.', termsTitle: 'Cancellation terms',
    perReservation: '{{amount}} per reservation', perGuest: '{{unit}} per person ({{amount}} in total)',
    freeUntil: 'Free cancellation until {{deadline}} ({{venue}} time).',
    how: 'After that, or if you do not show up, {{venue}} charges {{amount}} to the card you save now, without you being present.',
    accept: 'I accept the cancellation terms and the card guarantee.', toCard: 'Continue to the card', heldUntil: 'Your seats are held for you until {{time}}.', card: 'Save your card',
  },
  summary: {
    title: 'Summary', date: 'Date', time: 'Time', people: 'People', experience: 'Experience', zone: 'Area', name: 'Name', phone: 'Mobile', email: 'E-mail', reason: 'Reason', notes: 'Notes',
    price: 'Price', total: '{{total}} in total ({{price}} per person)', payAtVenue: 'paid at the venue', payOnline: 'paid online',
    confirm: 'Confirm the reservation', confirmRequest: 'Send the request', confirmWaiting: 'Join the waiting list',
    waitingNotice: 'You will join the waiting list: we will write to you if a table frees up.', requestNotice: 'The venue confirms requests by hand: you will receive an e-mail.',
  },
  errors: {
    loadTitle: 'The page could not be loaded', loadAvailability: 'We cannot load the availability. Try again.',
    SOLD_OUT: 'The time you chose is no longer available.', ZONE_UNAVAILABLE: 'The area you chose has no room left.', SLOT_UNAVAILABLE: 'This time can no longer be booked.',
    HOLD_EXPIRED: 'The time to complete the booking ran out and the seats are gone.', CARD_NOT_SAVED: 'The card has not been saved yet.',
    BOT_CHECK_FAILED: 'The robot check failed. Do it again and retry.', GUARANTEE_REQUIRED: 'This booking needs a card guarantee.',
    INVALID_PAYLOAD: 'Please fill in all required fields.', RESERVATION_CLOSED: 'This reservation can no longer be changed.',
  },
  module: { notFoundTitle: 'Booking page not found', notFoundText: 'This booking page does not exist or is no longer active.', toReserve: 'Book a table' },
  message: {
    confirmed: { title: 'Your reservation is confirmed', text: 'We look forward to seeing you!' },
    pending: { title: 'Request received', text: 'The venue will confirm your reservation: you will receive an e-mail.' },
    rejected: { title: 'Reservation not confirmed', text: 'The reservation could not be confirmed. Try another day or time.' },
    waiting: { title: 'You are on the waiting list', text: 'We will let you know if a table frees up.' },
    unknown: { title: 'Message not available', text: 'This page has nothing to show.' },
    emailSent: 'We sent the details to {{email}}.', calendar: 'Add to calendar', edit: 'Change or cancel', again: 'Make another booking',
  },
  edit: {
    notFoundTitle: 'Reservation not found', notFoundText: 'The link is not valid. Check the address you received by e-mail.',
    current: 'Your reservation', closed: 'This reservation can no longer be changed online.', waiting: 'You are on the waiting list: you can only cancel the request.',
    change: 'Change people, day, time or area', save: 'Save the changes', cancelTitle: 'Cannot come?', cancel: 'Cancel the reservation',
    lateWarning: 'The free-cancellation period is over: the venue may charge {{amount}}.',
    cancelConfirmTitle: 'Cancel the reservation?', cancelConfirmText: 'The table will be offered to other guests.', keep: 'Keep it', cancelYes: 'Yes, cancel',
    blocked: {
      EDIT_NEEDS_CARD: 'This choice needs a credit-card guarantee: it cannot be changed online. Choose something else or contact the venue.',
      EDIT_WAITING_LIST: 'The time you chose is full and only on the waiting list: choose another time.',
      EDIT_SOLD_OUT: 'Your choice is sold out: choose another day or time.',
    },
  },
  editConfirm: {
    title: 'Reservation changed', text: 'We sent you the new details by e-mail.', unchanged: 'Nothing has changed.',
    cancelledTitle: 'Reservation cancelled', cancelledText: 'Your reservation has been cancelled. We sent you a confirmation by e-mail.', back: 'Back to the reservation',
  },
  editError: { title: 'Change failed', text: 'An error occurred while changing the reservation. Please try again later.', retry: 'Try again' },
  authenticate: {
    title: 'Confirm the payment', text: 'Your bank asks you to confirm the charge of {{amount}} set out in your reservation’s terms.',
    paid: 'Payment of {{amount}} confirmed. Thank you.', none: 'There is no payment to confirm.',
  },
};

const fr: BookingTexts = {
  pages: {
    Reserve: 'Réserver une table', ReserveModule: 'Réserver', ReserveMessage: 'Votre réservation',
    ReserveEdit: 'Modifier la réservation', ReserveEditConfirm: 'Réservation modifiée', ReserveEditError: 'Modification impossible', ReserveAuthenticate: 'Confirmer le paiement',
  },
  breadcrumb: 'Étapes de la réservation',
  stepOf: 'Étape {{n}} sur {{total}} : {{name}}',
  steps: { people: 'Personnes', date: 'Date', time: 'Heure', experience: 'Expérience', zone: 'Salle', details: 'Coordonnées', guarantee: 'Carte', summary: 'Récapitulatif' },
  actions: { next: 'Continuer', back: 'Retour' },
  people: { title: 'Combien de personnes ?', count_one: '{{count}} personne', count_other: '{{count}} personnes', range: 'En ligne de {{min}} à {{max}} personnes. Pour les groupes plus nombreux, contactez l’établissement.' },
  date: {
    title: 'Choisissez le jour', prev: 'Mois précédent', next: 'Mois suivant', legend: 'Légende', loading: 'Chargement des disponibilités…', whatMeans: 'ce que cela signifie', keyboardHelp: 'Flèches pour passer d’un jour à l’autre, Page précédente et Page suivante pour changer de mois, Entrée pour choisir.',
    status: { past: 'passé', closed: 'fermé', experience: 'expérience', available: 'disponible', completed: 'complet' },
    statusHelp: {
      past: 'Ce jour est passé.', closed: 'L’établissement est fermé.', experience: 'Seule une expérience peut être réservée.',
      available: 'Des tables sont disponibles.', completed: 'Complet pour votre nombre de personnes.',
    },
  },
  time: {
    title: 'Choisissez l’heure', loading: 'Chargement des horaires…', none: 'Aucun horaire libre pour {{count}} personnes ce jour-là.', full: 'complet', waitingList: 'liste d’attente',
    waitingListTitle: 'Cet horaire est complet.', waitingListText: 'Vous pouvez vous inscrire sur la liste d’attente : nous vous écrirons si une table se libère.',
    reasons: {
      DAY_SOLD_OUT: 'Ce jour est complet.', ZONE_SOLD_OUT: 'Aucune salle n’a de place pour votre groupe.', SHIFT_FULL: 'Le service est complet.',
      EXPERIENCE_REQUIRED: 'Ce jour-là, seule une expérience peut être réservée.', CLOSED: 'L’établissement est fermé.', PAST: 'Il est trop tard pour réserver ce jour-là.',
    },
  },
  experience: {
    title: 'Choisissez l’expérience', required: 'À cette heure, seule une expérience peut être réservée.', tableOnly: 'Juste une table', tableOnlyHint: 'Sans expérience : une table au restaurant.',
    perGuest: '{{price}} par personne', duration: '{{minutes}} min', card: 'garantie par carte', conditions: 'Conditions',
  },
  zone: { title: 'Choisissez la salle', any: 'Pas de préférence', full: 'complète' },
  details: {
    title: 'Vos coordonnées', firstName: 'Prénom', lastName: 'Nom', phone: 'Mobile', email: 'E-mail', reason: 'Motif de la visite', reasonNone: 'Choisir (facultatif)',
    reasonOther: 'Dites-nous en plus', notes: 'Remarques (allergies, chaise haute…)',
    reasons: { birthday: 'Anniversaire', anniversary: 'Anniversaire de mariage', business: 'Affaires', romantic: 'Dîner romantique', family: 'Famille', friends: 'Amis', other: 'Autre' },
  },
  guarantee: {
    title: 'Garantie par carte et annulation', intro: 'Cette réservation est garantie par une carte. Rien n’est débité maintenant.', termsTitle: 'Conditions d’annulation',
    perReservation: '{{amount}} par réservation', perGuest: '{{unit}} par personne ({{amount}} au total)',
    freeUntil: 'Annulation gratuite jusqu’au {{deadline}} (heure de {{venue}}).',
    how: 'Passé ce délai, ou en cas de non-présentation, {{venue}} débite {{amount}} sur la carte que vous enregistrez maintenant, sans votre présence.',
    accept: 'J’accepte les conditions d’annulation et la garantie par carte.', toCard: 'Continuer vers la carte', heldUntil: 'Vos places sont retenues jusqu’à {{time}}.', card: 'Enregistrez votre carte',
  },
  summary: {
    title: 'Récapitulatif', date: 'Date', time: 'Heure', people: 'Personnes', experience: 'Expérience', zone: 'Salle', name: 'Nom', phone: 'Mobile', email: 'E-mail', reason: 'Motif', notes: 'Remarques',
    price: 'Prix', total: '{{total}} au total ({{price}} par personne)', payAtVenue: 'à régler sur place', payOnline: 'payé en ligne',
    confirm: 'Confirmer la réservation', confirmRequest: 'Envoyer la demande', confirmWaiting: 'S’inscrire sur la liste d’attente',
    waitingNotice: 'Vous serez sur la liste d’attente : nous vous écrirons si une table se libère.', requestNotice: 'L’établissement confirme les demandes à la main : vous recevrez un e-mail.',
  },
  errors: {
    loadTitle: 'La page n’a pas pu être chargée', loadAvailability: 'Impossible de charger les disponibilités. Réessayez.',
    SOLD_OUT: 'L’horaire choisi n’est plus disponible.', ZONE_UNAVAILABLE: 'La salle choisie n’a plus de place.', SLOT_UNAVAILABLE: 'Cet horaire ne peut plus être réservé.',
    HOLD_EXPIRED: 'Le délai pour terminer la réservation est écoulé et les places ne sont plus disponibles.', CARD_NOT_SAVED: 'La carte n’est pas encore enregistrée.',
    BOT_CHECK_FAILED: 'La vérification anti-robot a échoué. Recommencez.', GUARANTEE_REQUIRED: 'Cette réservation demande une garantie par carte.',
    INVALID_PAYLOAD: 'Veuillez remplir tous les champs obligatoires.', RESERVATION_CLOSED: 'Cette réservation ne peut plus être modifiée.',
  },
  module: { notFoundTitle: 'Page de réservation introuvable', notFoundText: 'Cette page de réservation n’existe pas ou n’est plus active.', toReserve: 'Réserver une table' },
  message: {
    confirmed: { title: 'Votre réservation est confirmée', text: 'Au plaisir de vous accueillir !' },
    pending: { title: 'Demande reçue', text: 'L’établissement confirmera votre réservation : vous recevrez un e-mail.' },
    rejected: { title: 'Réservation non confirmée', text: 'La réservation n’a pas pu être confirmée. Essayez un autre jour ou un autre horaire.' },
    waiting: { title: 'Vous êtes sur la liste d’attente', text: 'Nous vous préviendrons si une table se libère.' },
    unknown: { title: 'Message indisponible', text: 'Cette page n’a rien à afficher.' },
    emailSent: 'Nous avons envoyé les détails à {{email}}.', calendar: 'Ajouter au calendrier', edit: 'Modifier ou annuler', again: 'Faire une autre réservation',
  },
  edit: {
    notFoundTitle: 'Réservation introuvable', notFoundText: 'Le lien n’est pas valide. Vérifiez l’adresse reçue par e-mail.',
    current: 'Votre réservation', closed: 'Cette réservation ne peut plus être modifiée en ligne.', waiting: 'Vous êtes sur la liste d’attente : vous pouvez seulement annuler la demande.',
    change: 'Changer personnes, jour, heure ou salle', save: 'Enregistrer', cancelTitle: 'Vous ne pouvez pas venir ?', cancel: 'Annuler la réservation',
    lateWarning: 'La période d’annulation gratuite est terminée : l’établissement peut débiter {{amount}}.',
    cancelConfirmTitle: 'Annuler la réservation ?', cancelConfirmText: 'La table sera proposée à d’autres clients.', keep: 'La garder', cancelYes: 'Oui, annuler',
    blocked: {
      EDIT_NEEDS_CARD: 'Ce choix demande une garantie par carte de crédit : il ne peut pas être modifié en ligne. Choisissez autre chose ou contactez l’établissement.',
      EDIT_WAITING_LIST: 'L’horaire choisi est complet et seulement en liste d’attente : choisissez un autre horaire.',
      EDIT_SOLD_OUT: 'Votre choix est complet : choisissez un autre jour ou horaire.',
    },
  },
  editConfirm: {
    title: 'Réservation modifiée', text: 'Nous vous avons envoyé les nouveaux détails par e-mail.', unchanged: 'Rien n’a changé.',
    cancelledTitle: 'Réservation annulée', cancelledText: 'Votre réservation a été annulée. Nous vous avons envoyé une confirmation par e-mail.', back: 'Retour à la réservation',
  },
  editError: { title: 'Modification impossible', text: 'Une erreur est survenue lors de la modification de la réservation. Veuillez réessayer plus tard.', retry: 'Réessayer' },
  authenticate: {
    title: 'Confirmer le paiement', text: 'Votre banque demande de confirmer le débit de {{amount}} prévu par les conditions de votre réservation.',
    paid: 'Paiement de {{amount}} confirmé. Merci.', none: 'Aucun paiement à confirmer.',
  },
};

const es: BookingTexts = {
  pages: {
    Reserve: 'Reservar mesa', ReserveModule: 'Reservar', ReserveMessage: 'Tu reserva',
    ReserveEdit: 'Modificar la reserva', ReserveEditConfirm: 'Reserva modificada', ReserveEditError: 'No se pudo modificar', ReserveAuthenticate: 'Confirmar el pago',
  },
  breadcrumb: 'Pasos de la reserva',
  stepOf: 'Paso {{n}} de {{total}}: {{name}}',
  steps: { people: 'Personas', date: 'Fecha', time: 'Hora', experience: 'Experiencia', zone: 'Sala', details: 'Datos', guarantee: 'Tarjeta', summary: 'Resumen' },
  actions: { next: 'Continuar', back: 'Atrás' },
  people: { title: '¿Cuántas personas?', count_one: '{{count}} persona', count_other: '{{count}} personas', range: 'En línea de {{min}} a {{max}} personas. Para grupos más grandes, contacta con el local.' },
  date: {
    title: 'Elige el día', prev: 'Mes anterior', next: 'Mes siguiente', legend: 'Leyenda', loading: 'Cargando disponibilidad…', whatMeans: 'qué significa', keyboardHelp: 'Flechas para moverse entre los días, Re Pág y Av Pág para cambiar de mes, Intro para elegir.',
    status: { past: 'pasado', closed: 'cerrado', experience: 'experiencia', available: 'disponible', completed: 'completo' },
    statusHelp: {
      past: 'Este día ya ha pasado.', closed: 'El local está cerrado.', experience: 'Solo se puede reservar una experiencia.',
      available: 'Hay mesas disponibles.', completed: 'Completo para tu número de personas.',
    },
  },
  time: {
    title: 'Elige la hora', loading: 'Cargando horarios…', none: 'No queda ninguna hora libre para {{count}} personas este día.', full: 'completo', waitingList: 'lista de espera',
    waitingListTitle: 'Esta hora está completa.', waitingListText: 'Puedes apuntarte a la lista de espera: te escribiremos si se libera una mesa.',
    reasons: {
      DAY_SOLD_OUT: 'Este día está completo.', ZONE_SOLD_OUT: 'Ninguna sala tiene sitio para tu grupo.', SHIFT_FULL: 'El turno está completo.',
      EXPERIENCE_REQUIRED: 'Este día solo se puede reservar una experiencia.', CLOSED: 'El local está cerrado.', PAST: 'Es demasiado tarde para reservar este día.',
    },
  },
  experience: {
    title: 'Elige la experiencia', required: 'A esta hora solo se puede reservar una experiencia.', tableOnly: 'Solo mesa', tableOnlyHint: 'Sin experiencia: una mesa en el restaurante.',
    perGuest: '{{price}} por persona', duration: '{{minutes}} min', card: 'garantía con tarjeta', conditions: 'Condiciones',
  },
  zone: { title: 'Elige la sala', any: 'Sin preferencia', full: 'completa' },
  details: {
    title: 'Tus datos', firstName: 'Nombre', lastName: 'Apellidos', phone: 'Móvil', email: 'E-mail', reason: 'Motivo de la visita', reasonNone: 'Elige (opcional)',
    reasonOther: 'Cuéntanos más', notes: 'Notas (alergias, trona…)',
    reasons: { birthday: 'Cumpleaños', anniversary: 'Aniversario', business: 'Trabajo', romantic: 'Cena romántica', family: 'Familia', friends: 'Amigos', other: 'Otro' },
  },
  guarantee: {
    title: 'Garantía con tarjeta y cancelación', intro: 'Esta reserva está garantizada con una tarjeta. Ahora no se cobra nada.', termsTitle: 'Condiciones de cancelación',
    perReservation: '{{amount}} por reserva', perGuest: '{{unit}} por persona ({{amount}} en total)',
    freeUntil: 'Cancelación gratuita hasta el {{deadline}} (hora de {{venue}}).',
    how: 'Después, o si no te presentas, {{venue}} cobra {{amount}} en la tarjeta que guardas ahora, sin necesidad de tu presencia.',
    accept: 'Acepto las condiciones de cancelación y la garantía con tarjeta.', toCard: 'Continuar con la tarjeta', heldUntil: 'Tus plazas están reservadas hasta las {{time}}.', card: 'Guarda tu tarjeta',
  },
  summary: {
    title: 'Resumen', date: 'Fecha', time: 'Hora', people: 'Personas', experience: 'Experiencia', zone: 'Sala', name: 'Nombre', phone: 'Móvil', email: 'E-mail', reason: 'Motivo', notes: 'Notas',
    price: 'Precio', total: '{{total}} en total ({{price}} por persona)', payAtVenue: 'se paga en el local', payOnline: 'pago en línea',
    confirm: 'Confirmar la reserva', confirmRequest: 'Enviar la solicitud', confirmWaiting: 'Apuntarme a la lista de espera',
    waitingNotice: 'Entrarás en la lista de espera: te escribiremos si se libera una mesa.', requestNotice: 'El local confirma las solicitudes a mano: recibirás un e-mail.',
  },
  errors: {
    loadTitle: 'No se pudo cargar la página', loadAvailability: 'No podemos cargar la disponibilidad. Inténtalo de nuevo.',
    SOLD_OUT: 'La hora elegida ya no está disponible.', ZONE_UNAVAILABLE: 'La sala elegida ya no tiene sitio.', SLOT_UNAVAILABLE: 'Esta hora ya no se puede reservar.',
    HOLD_EXPIRED: 'Se acabó el tiempo para completar la reserva y las plazas ya no están disponibles.', CARD_NOT_SAVED: 'La tarjeta aún no se ha guardado.',
    BOT_CHECK_FAILED: 'La verificación anti-robot ha fallado. Repítela e inténtalo de nuevo.', GUARANTEE_REQUIRED: 'Esta reserva requiere una garantía con tarjeta.',
    INVALID_PAYLOAD: 'Rellena todos los campos obligatorios.', RESERVATION_CLOSED: 'Esta reserva ya no se puede modificar.',
  },
  module: { notFoundTitle: 'Página de reserva no encontrada', notFoundText: 'Esta página de reserva no existe o ya no está activa.', toReserve: 'Reservar mesa' },
  message: {
    confirmed: { title: 'Tu reserva está confirmada', text: '¡Te esperamos!' },
    pending: { title: 'Solicitud recibida', text: 'El local confirmará tu reserva: recibirás un e-mail.' },
    rejected: { title: 'Reserva no confirmada', text: 'No se ha podido confirmar la reserva. Prueba otro día u otra hora.' },
    waiting: { title: 'Estás en la lista de espera', text: 'Te avisaremos si se libera una mesa.' },
    unknown: { title: 'Mensaje no disponible', text: 'Esta página no tiene nada que mostrar.' },
    emailSent: 'Hemos enviado los detalles a {{email}}.', calendar: 'Añadir al calendario', edit: 'Modificar o cancelar', again: 'Hacer otra reserva',
  },
  edit: {
    notFoundTitle: 'Reserva no encontrada', notFoundText: 'El enlace no es válido. Revisa la dirección recibida por e-mail.',
    current: 'Tu reserva', closed: 'Esta reserva ya no se puede modificar en línea.', waiting: 'Estás en la lista de espera: solo puedes cancelar la solicitud.',
    change: 'Cambiar personas, día, hora o sala', save: 'Guardar los cambios', cancelTitle: '¿No puedes venir?', cancel: 'Cancelar la reserva',
    lateWarning: 'El periodo de cancelación gratuita ha terminado: el local puede cobrar {{amount}}.',
    cancelConfirmTitle: '¿Cancelar la reserva?', cancelConfirmText: 'La mesa se ofrecerá a otros clientes.', keep: 'Mantenerla', cancelYes: 'Sí, cancelar',
    blocked: {
      EDIT_NEEDS_CARD: 'Esta elección requiere una garantía con tarjeta de crédito: no se puede modificar en línea. Elige otra cosa o contacta con el local.',
      EDIT_WAITING_LIST: 'La hora elegida está completa y solo en lista de espera: elige otra hora.',
      EDIT_SOLD_OUT: 'Tu elección está completa: elige otro día u hora.',
    },
  },
  editConfirm: {
    title: 'Reserva modificada', text: 'Te hemos enviado los nuevos detalles por e-mail.', unchanged: 'No ha cambiado nada.',
    cancelledTitle: 'Reserva cancelada', cancelledText: 'Tu reserva ha sido cancelada. Te hemos enviado una confirmación por e-mail.', back: 'Volver a la reserva',
  },
  editError: { title: 'No se pudo modificar', text: 'Se ha producido un error al modificar la reserva. Inténtalo de nuevo más tarde.', retry: 'Reintentar' },
  authenticate: {
    title: 'Confirmar el pago', text: 'Tu banco pide confirmar el cargo de {{amount}} previsto en las condiciones de tu reserva.',
    paid: 'Pago de {{amount}} confirmado. Gracias.', none: 'No hay ningún pago que confirmar.',
  },
};

const de: BookingTexts = {
  pages: {
    Reserve: 'Tisch reservieren', ReserveModule: 'Reservieren', ReserveMessage: 'Ihre Reservierung',
    ReserveEdit: 'Reservierung ändern', ReserveEditConfirm: 'Reservierung geändert', ReserveEditError: 'Änderung fehlgeschlagen', ReserveAuthenticate: 'Zahlung bestätigen',
  },
  breadcrumb: 'Schritte der Reservierung',
  stepOf: 'Schritt {{n}} von {{total}}: {{name}}',
  steps: { people: 'Personen', date: 'Datum', time: 'Uhrzeit', experience: 'Erlebnis', zone: 'Bereich', details: 'Angaben', guarantee: 'Karte', summary: 'Übersicht' },
  actions: { next: 'Weiter', back: 'Zurück' },
  people: { title: 'Wie viele Personen?', count_one: '{{count}} Person', count_other: '{{count}} Personen', range: 'Online {{min}} bis {{max}} Personen. Für größere Gruppen kontaktieren Sie bitte das Haus.' },
  date: {
    title: 'Wählen Sie den Tag', prev: 'Vorheriger Monat', next: 'Nächster Monat', legend: 'Legende', loading: 'Verfügbarkeit wird geladen…', whatMeans: 'was das bedeutet', keyboardHelp: 'Pfeiltasten wechseln den Tag, Bild auf und Bild ab den Monat, Eingabe wählt.',
    status: { past: 'vergangen', closed: 'geschlossen', experience: 'Erlebnis', available: 'verfügbar', completed: 'ausgebucht' },
    statusHelp: {
      past: 'Dieser Tag ist vorbei.', closed: 'Das Haus ist geschlossen.', experience: 'Nur ein Erlebnis kann gebucht werden.',
      available: 'Es sind Tische frei.', completed: 'Für Ihre Personenzahl ausgebucht.',
    },
  },
  time: {
    title: 'Wählen Sie die Uhrzeit', loading: 'Uhrzeiten werden geladen…', none: 'Keine freie Uhrzeit für {{count}} Personen an diesem Tag.', full: 'voll', waitingList: 'Warteliste',
    waitingListTitle: 'Diese Uhrzeit ist ausgebucht.', waitingListText: 'Sie können sich auf die Warteliste setzen: Wir schreiben Ihnen, wenn ein Tisch frei wird.',
    reasons: {
      DAY_SOLD_OUT: 'Dieser Tag ist ausgebucht.', ZONE_SOLD_OUT: 'Kein Bereich hat Platz für Ihre Gruppe.', SHIFT_FULL: 'Der Service ist ausgebucht.',
      EXPERIENCE_REQUIRED: 'An diesem Tag kann nur ein Erlebnis gebucht werden.', CLOSED: 'Das Haus ist geschlossen.', PAST: 'Für diesen Tag ist es zu spät.',
    },
  },
  experience: {
    title: 'Wählen Sie das Erlebnis', required: 'Zu dieser Uhrzeit kann nur ein Erlebnis gebucht werden.', tableOnly: 'Nur einen Tisch', tableOnlyHint: 'Ohne Erlebnis: ein Tisch im Restaurant.',
    perGuest: '{{price}} pro Person', duration: '{{minutes}} Min.', card: 'Kartengarantie', conditions: 'Bedingungen',
  },
  zone: { title: 'Wählen Sie den Bereich', any: 'Keine Präferenz', full: 'voll' },
  details: {
    title: 'Ihre Angaben', firstName: 'Vorname', lastName: 'Nachname', phone: 'Mobiltelefon', email: 'E-Mail', reason: 'Anlass des Besuchs', reasonNone: 'Wählen (optional)',
    reasonOther: 'Erzählen Sie uns mehr', notes: 'Anmerkungen (Allergien, Kinderstuhl…)',
    reasons: { birthday: 'Geburtstag', anniversary: 'Jahrestag', business: 'Geschäftlich', romantic: 'Romantisches Abendessen', family: 'Familie', friends: 'Freunde', other: 'Anderes' },
  },
  guarantee: {
    title: 'Kartengarantie und Stornierung', intro: 'Diese Reservierung ist durch eine Karte gesichert. Jetzt wird nichts belastet.', termsTitle: 'Stornobedingungen',
    perReservation: '{{amount}} pro Reservierung', perGuest: '{{unit}} pro Person ({{amount}} insgesamt)',
    freeUntil: 'Kostenlose Stornierung bis {{deadline}} (Ortszeit {{venue}}).',
    how: 'Danach oder bei Nichterscheinen belastet {{venue}} die Karte, die Sie jetzt speichern, mit {{amount}}, ohne dass Sie anwesend sein müssen.',
    accept: 'Ich akzeptiere die Stornobedingungen und die Kartengarantie.', toCard: 'Weiter zur Karte', heldUntil: 'Ihre Plätze sind bis {{time}} für Sie reserviert.', card: 'Karte speichern',
  },
  summary: {
    title: 'Übersicht', date: 'Datum', time: 'Uhrzeit', people: 'Personen', experience: 'Erlebnis', zone: 'Bereich', name: 'Name', phone: 'Mobiltelefon', email: 'E-Mail', reason: 'Anlass', notes: 'Anmerkungen',
    price: 'Preis', total: '{{total}} insgesamt ({{price}} pro Person)', payAtVenue: 'vor Ort zu zahlen', payOnline: 'online bezahlt',
    confirm: 'Reservierung bestätigen', confirmRequest: 'Anfrage senden', confirmWaiting: 'Auf die Warteliste',
    waitingNotice: 'Sie kommen auf die Warteliste: Wir schreiben Ihnen, wenn ein Tisch frei wird.', requestNotice: 'Das Haus bestätigt Anfragen von Hand: Sie erhalten eine E-Mail.',
  },
  errors: {
    loadTitle: 'Die Seite konnte nicht geladen werden', loadAvailability: 'Die Verfügbarkeit kann nicht geladen werden. Bitte erneut versuchen.',
    SOLD_OUT: 'Die gewählte Uhrzeit ist nicht mehr verfügbar.', ZONE_UNAVAILABLE: 'Der gewählte Bereich hat keinen Platz mehr.', SLOT_UNAVAILABLE: 'Diese Uhrzeit kann nicht mehr gebucht werden.',
    HOLD_EXPIRED: 'Die Zeit zum Abschließen der Reservierung ist abgelaufen und die Plätze sind vergeben.', CARD_NOT_SAVED: 'Die Karte ist noch nicht gespeichert.',
    BOT_CHECK_FAILED: 'Die Roboterprüfung ist fehlgeschlagen. Bitte wiederholen.', GUARANTEE_REQUIRED: 'Diese Reservierung erfordert eine Kartengarantie.',
    INVALID_PAYLOAD: 'Bitte füllen Sie alle Pflichtfelder aus.', RESERVATION_CLOSED: 'Diese Reservierung kann nicht mehr geändert werden.',
  },
  module: { notFoundTitle: 'Reservierungsseite nicht gefunden', notFoundText: 'Diese Reservierungsseite gibt es nicht oder sie ist nicht mehr aktiv.', toReserve: 'Tisch reservieren' },
  message: {
    confirmed: { title: 'Ihre Reservierung ist bestätigt', text: 'Wir freuen uns auf Sie!' },
    pending: { title: 'Anfrage erhalten', text: 'Das Haus bestätigt Ihre Reservierung: Sie erhalten eine E-Mail.' },
    rejected: { title: 'Reservierung nicht bestätigt', text: 'Die Reservierung konnte nicht bestätigt werden. Versuchen Sie einen anderen Tag oder eine andere Uhrzeit.' },
    waiting: { title: 'Sie stehen auf der Warteliste', text: 'Wir melden uns, wenn ein Tisch frei wird.' },
    unknown: { title: 'Nachricht nicht verfügbar', text: 'Diese Seite hat nichts anzuzeigen.' },
    emailSent: 'Wir haben die Angaben an {{email}} gesendet.', calendar: 'Zum Kalender hinzufügen', edit: 'Ändern oder stornieren', again: 'Noch eine Reservierung',
  },
  edit: {
    notFoundTitle: 'Reservierung nicht gefunden', notFoundText: 'Der Link ist ungültig. Prüfen Sie die Adresse aus der E-Mail.',
    current: 'Ihre Reservierung', closed: 'Diese Reservierung kann online nicht mehr geändert werden.', waiting: 'Sie stehen auf der Warteliste: Sie können die Anfrage nur stornieren.',
    change: 'Personen, Tag, Uhrzeit oder Bereich ändern', save: 'Änderungen speichern', cancelTitle: 'Sie können nicht kommen?', cancel: 'Reservierung stornieren',
    lateWarning: 'Die kostenlose Stornofrist ist abgelaufen: Das Haus kann {{amount}} belasten.',
    cancelConfirmTitle: 'Reservierung stornieren?', cancelConfirmText: 'Der Tisch wird anderen Gästen angeboten.', keep: 'Behalten', cancelYes: 'Ja, stornieren',
    blocked: {
      EDIT_NEEDS_CARD: 'Diese Wahl erfordert eine Kreditkartengarantie: Sie kann nicht online geändert werden. Wählen Sie etwas anderes oder kontaktieren Sie das Haus.',
      EDIT_WAITING_LIST: 'Die gewählte Uhrzeit ist ausgebucht und nur auf der Warteliste: Wählen Sie eine andere Uhrzeit.',
      EDIT_SOLD_OUT: 'Ihre Wahl ist ausgebucht: Wählen Sie einen anderen Tag oder eine andere Uhrzeit.',
    },
  },
  editConfirm: {
    title: 'Reservierung geändert', text: 'Wir haben Ihnen die neuen Angaben per E-Mail gesendet.', unchanged: 'Es hat sich nichts geändert.',
    cancelledTitle: 'Reservierung storniert', cancelledText: 'Ihre Reservierung wurde storniert. Wir haben Ihnen eine Bestätigung per E-Mail gesendet.', back: 'Zurück zur Reservierung',
  },
  editError: { title: 'Änderung fehlgeschlagen', text: 'Beim Ändern der Reservierung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.', retry: 'Erneut versuchen' },
  authenticate: {
    title: 'Zahlung bestätigen', text: 'Ihre Bank bittet Sie, die in den Reservierungsbedingungen vorgesehene Belastung von {{amount}} zu bestätigen.',
    paid: 'Zahlung von {{amount}} bestätigt. Danke.', none: 'Es gibt keine Zahlung zu bestätigen.',
  },
};

export const bookingResources = { it, en, fr, es, de };

export const registerBookingTranslations = () => registerTranslations('booking', bookingResources);
