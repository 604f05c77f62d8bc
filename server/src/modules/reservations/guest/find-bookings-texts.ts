/** "Find my booking" e-mail in the five languages ({{name}} placeholders are filled, then escaped). */
import type { Language } from '../../../lib/i18n-text';

export interface FindBookingsTexts {
  subject: string;
  greeting: string;
  intro: string;
  none: string;
  statusWaiting: string;
  statusPending: string;
  edit: string;
  bookNow: string;
  notYou: string;
  footer: string;
}

export const FIND_BOOKINGS_TEXTS: Record<Language, FindBookingsTexts> = {
  it: {
    subject: 'Le tue prenotazioni – {{venue}}',
    greeting: 'Ciao,',
    intro: 'ecco le tue prossime prenotazioni da {{venue}}. Apri un link per vederla, modificarla o cancellarla.',
    none: 'non abbiamo trovato prenotazioni future da {{venue}} per questo indirizzo e-mail. Forse hai prenotato con un altro indirizzo?',
    statusWaiting: 'lista d’attesa',
    statusPending: 'in attesa di conferma',
    edit: 'Apri la prenotazione',
    bookNow: 'Prenota un tavolo',
    notYou: 'Non hai chiesto tu questa e-mail? Puoi ignorarla.',
    footer: 'Ricevi questa e-mail perché qualcuno ha cercato le prenotazioni di questo indirizzo da {{venue}}.',
  },
  en: {
    subject: 'Your bookings – {{venue}}',
    greeting: 'Hello,',
    intro: 'here are your coming bookings at {{venue}}. Open a link to see, change or cancel it.',
    none: 'we found no coming bookings at {{venue}} for this e-mail address. Perhaps you booked with another address?',
    statusWaiting: 'waiting list',
    statusPending: 'waiting for confirmation',
    edit: 'Open the booking',
    bookNow: 'Book a table',
    notYou: 'Did not ask for this e-mail? You can ignore it.',
    footer: 'You receive this e-mail because someone looked up this address’s bookings at {{venue}}.',
  },
  fr: {
    subject: 'Vos réservations – {{venue}}',
    greeting: 'Bonjour,',
    intro: 'voici vos prochaines réservations chez {{venue}}. Ouvrez un lien pour la voir, la modifier ou l’annuler.',
    none: 'nous n’avons trouvé aucune réservation à venir chez {{venue}} pour cette adresse e-mail. Avez-vous réservé avec une autre adresse ?',
    statusWaiting: 'liste d’attente',
    statusPending: 'en attente de confirmation',
    edit: 'Ouvrir la réservation',
    bookNow: 'Réserver une table',
    notYou: 'Vous n’avez pas demandé cet e-mail ? Ignorez-le.',
    footer: 'Vous recevez cet e-mail car quelqu’un a recherché les réservations de cette adresse chez {{venue}}.',
  },
  es: {
    subject: 'Tus reservas – {{venue}}',
    greeting: 'Hola:',
    intro: 'estas son tus próximas reservas en {{venue}}. Abre un enlace para verla, modificarla o cancelarla.',
    none: 'no hemos encontrado reservas próximas en {{venue}} para esta dirección de correo. ¿Quizás reservaste con otra dirección?',
    statusWaiting: 'lista de espera',
    statusPending: 'pendiente de confirmación',
    edit: 'Abrir la reserva',
    bookNow: 'Reservar una mesa',
    notYou: '¿No has pedido este correo? Puedes ignorarlo.',
    footer: 'Recibes este correo porque alguien ha buscado las reservas de esta dirección en {{venue}}.',
  },
  de: {
    subject: 'Ihre Reservierungen – {{venue}}',
    greeting: 'Guten Tag,',
    intro: 'hier sind Ihre kommenden Reservierungen bei {{venue}}. Öffnen Sie einen Link, um sie anzusehen, zu ändern oder zu stornieren.',
    none: 'wir haben bei {{venue}} keine kommenden Reservierungen für diese E-Mail-Adresse gefunden. Haben Sie vielleicht mit einer anderen Adresse reserviert?',
    statusWaiting: 'Warteliste',
    statusPending: 'wartet auf Bestätigung',
    edit: 'Reservierung öffnen',
    bookNow: 'Tisch reservieren',
    notYou: 'Sie haben diese E-Mail nicht angefordert? Dann ignorieren Sie sie.',
    footer: 'Sie erhalten diese E-Mail, weil jemand die Reservierungen dieser Adresse bei {{venue}} gesucht hat.',
  },
};
