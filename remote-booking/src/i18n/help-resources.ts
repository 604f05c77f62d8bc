import { registerTranslations } from '@venue/shared';

// Texts of the booking helpers (suggestions when full, the large-party request, find my
// booking, a cancelled booking's link) in five languages, in a namespace of their own.
const it = {
  suggest: {
    title: 'Orari liberi per {{count}} persone', sameDay: 'Lo stesso giorno', nextDays: 'Nei prossimi giorni', loading: 'Cerco orari liberi…',
    none: 'Nessun orario libero nei prossimi giorni per {{count}} persone.', take: '{{date}} alle {{time}}',
  },
  large: {
    link: 'Siete più di {{max}}? Inviate una richiesta', title: 'Richiesta per un gruppo', intro: 'Per gruppi di più di {{max}} persone la struttura conferma a mano: inviate la richiesta e vi risponderemo per e-mail.',
    pax: 'Numero di persone', date: 'Giorno', time: 'Ora', notes: 'Note (menu, occasione, allergie…)', send: 'Invia la richiesta', paxRange: 'Indica un numero tra {{min}} e 99.',
    dateRequired: 'Scegli il giorno.', timeRequired: 'Indica l’ora (HH:MM).', SLOT_UNAVAILABLE: 'La struttura non è aperta in quel giorno e a quell’ora: scegli un altro momento.',
    PARTY_BOOKABLE_ONLINE: 'Per {{max}} persone o meno puoi prenotare direttamente online.', back: 'Torna alla prenotazione',
  },
  find: {
    link: 'Hai già prenotato? Ritrova la tua prenotazione', title: 'Ritrova la tua prenotazione', intro: 'Scrivi l’e-mail usata per prenotare: ti mandiamo i link delle tue prossime prenotazioni.',
    email: 'E-mail', send: 'Inviami i link', sent: 'Se ci sono prenotazioni future per {{email}}, riceverai a breve un’e-mail con i link per vederle e modificarle.',
    tryIn_one: 'Troppe richieste: riprova tra {{count}} secondo.', tryIn_other: 'Troppe richieste: riprova tra {{count}} secondi.', book: 'Prenota un tavolo',
  },
  cancelled: { title: 'Prenotazione cancellata', text: 'Questa prenotazione è stata cancellata e non si può più modificare.', again: 'Prenota di nuovo' },
};

const en: typeof it = {
  suggest: {
    title: 'Free times for {{count}} people', sameDay: 'Same day', nextDays: 'Next days', loading: 'Looking for free times…',
    none: 'No free time in the next days for {{count}} people.', take: '{{date}} at {{time}}',
  },
  large: {
    link: 'More than {{max}} of you? Send a request', title: 'Request for a group', intro: 'For groups of more than {{max}} people the venue confirms by hand: send your request and we will answer by e-mail.',
    pax: 'Number of people', date: 'Day', time: 'Time', notes: 'Notes (menu, occasion, allergies…)', send: 'Send the request', paxRange: 'Enter a number between {{min}} and 99.',
    dateRequired: 'Choose the day.', timeRequired: 'Enter the time (HH:MM).', SLOT_UNAVAILABLE: 'The venue is not open on that day at that time: choose another moment.',
    PARTY_BOOKABLE_ONLINE: 'For {{max}} people or fewer you can book online directly.', back: 'Back to booking',
  },
  find: {
    link: 'Already booked? Find your booking', title: 'Find your booking', intro: 'Type the e-mail you booked with: we will send you the links of your coming bookings.',
    email: 'E-mail', send: 'Send me the links', sent: 'If there are coming bookings for {{email}}, you will shortly receive an e-mail with the links to see and change them.',
    tryIn_one: 'Too many requests: try again in {{count}} second.', tryIn_other: 'Too many requests: try again in {{count}} seconds.', book: 'Book a table',
  },
  cancelled: { title: 'Booking cancelled', text: 'This booking has been cancelled and can no longer be changed.', again: 'Book again' },
};

const fr: typeof it = {
  suggest: {
    title: 'Horaires libres pour {{count}} personnes', sameDay: 'Le même jour', nextDays: 'Les jours suivants', loading: 'Recherche d’horaires libres…',
    none: 'Aucun horaire libre ces prochains jours pour {{count}} personnes.', take: '{{date}} à {{time}}',
  },
  large: {
    link: 'Plus de {{max}} personnes ? Envoyez une demande', title: 'Demande pour un groupe', intro: 'Pour les groupes de plus de {{max}} personnes, l’établissement confirme à la main : envoyez votre demande, nous répondrons par e-mail.',
    pax: 'Nombre de personnes', date: 'Jour', time: 'Heure', notes: 'Notes (menu, occasion, allergies…)', send: 'Envoyer la demande', paxRange: 'Indiquez un nombre entre {{min}} et 99.',
    dateRequired: 'Choisissez le jour.', timeRequired: 'Indiquez l’heure (HH:MM).', SLOT_UNAVAILABLE: 'L’établissement n’est pas ouvert ce jour-là à cette heure : choisissez un autre moment.',
    PARTY_BOOKABLE_ONLINE: 'Jusqu’à {{max}} personnes, vous pouvez réserver directement en ligne.', back: 'Retour à la réservation',
  },
  find: {
    link: 'Déjà réservé ? Retrouvez votre réservation', title: 'Retrouver votre réservation', intro: 'Saisissez l’e-mail utilisé pour réserver : nous vous envoyons les liens de vos prochaines réservations.',
    email: 'E-mail', send: 'M’envoyer les liens', sent: 'S’il existe des réservations à venir pour {{email}}, vous recevrez bientôt un e-mail avec les liens pour les voir et les modifier.',
    tryIn_one: 'Trop de demandes : réessayez dans {{count}} seconde.', tryIn_other: 'Trop de demandes : réessayez dans {{count}} secondes.', book: 'Réserver une table',
  },
  cancelled: { title: 'Réservation annulée', text: 'Cette réservation a été annulée et ne peut plus être modifiée.', again: 'Réserver à nouveau' },
};

const es: typeof it = {
  suggest: {
    title: 'Horas libres para {{count}} personas', sameDay: 'El mismo día', nextDays: 'Los próximos días', loading: 'Buscando horas libres…',
    none: 'No hay horas libres en los próximos días para {{count}} personas.', take: '{{date}} a las {{time}}',
  },
  large: {
    link: '¿Sois más de {{max}}? Enviad una solicitud', title: 'Solicitud para un grupo', intro: 'Para grupos de más de {{max}} personas el local confirma a mano: envía tu solicitud y te responderemos por correo.',
    pax: 'Número de personas', date: 'Día', time: 'Hora', notes: 'Notas (menú, ocasión, alergias…)', send: 'Enviar la solicitud', paxRange: 'Indica un número entre {{min}} y 99.',
    dateRequired: 'Elige el día.', timeRequired: 'Indica la hora (HH:MM).', SLOT_UNAVAILABLE: 'El local no abre ese día a esa hora: elige otro momento.',
    PARTY_BOOKABLE_ONLINE: 'Para {{max}} personas o menos puedes reservar directamente en línea.', back: 'Volver a la reserva',
  },
  find: {
    link: '¿Ya has reservado? Encuentra tu reserva', title: 'Encuentra tu reserva', intro: 'Escribe el correo con el que reservaste: te enviamos los enlaces de tus próximas reservas.',
    email: 'Correo electrónico', send: 'Enviadme los enlaces', sent: 'Si hay reservas próximas para {{email}}, recibirás en breve un correo con los enlaces para verlas y modificarlas.',
    tryIn_one: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundo.', tryIn_other: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundos.', book: 'Reservar una mesa',
  },
  cancelled: { title: 'Reserva cancelada', text: 'Esta reserva ha sido cancelada y ya no se puede modificar.', again: 'Reservar de nuevo' },
};

const de: typeof it = {
  suggest: {
    title: 'Freie Zeiten für {{count}} Personen', sameDay: 'Am selben Tag', nextDays: 'In den nächsten Tagen', loading: 'Freie Zeiten werden gesucht…',
    none: 'In den nächsten Tagen keine freie Zeit für {{count}} Personen.', take: '{{date}} um {{time}}',
  },
  large: {
    link: 'Mehr als {{max}} Personen? Anfrage senden', title: 'Anfrage für eine Gruppe', intro: 'Bei Gruppen von mehr als {{max}} Personen bestätigt das Haus von Hand: Senden Sie Ihre Anfrage, wir antworten per E-Mail.',
    pax: 'Anzahl Personen', date: 'Tag', time: 'Uhrzeit', notes: 'Hinweise (Menü, Anlass, Allergien…)', send: 'Anfrage senden', paxRange: 'Geben Sie eine Zahl zwischen {{min}} und 99 ein.',
    dateRequired: 'Wählen Sie den Tag.', timeRequired: 'Geben Sie die Uhrzeit ein (HH:MM).', SLOT_UNAVAILABLE: 'Das Haus hat an diesem Tag zu dieser Uhrzeit nicht geöffnet: Wählen Sie einen anderen Zeitpunkt.',
    PARTY_BOOKABLE_ONLINE: 'Bis {{max}} Personen können Sie direkt online reservieren.', back: 'Zurück zur Reservierung',
  },
  find: {
    link: 'Schon reserviert? Reservierung finden', title: 'Ihre Reservierung finden', intro: 'Geben Sie die E-Mail-Adresse ein, mit der Sie reserviert haben: Wir senden Ihnen die Links Ihrer kommenden Reservierungen.',
    email: 'E-Mail', send: 'Links senden', sent: 'Wenn es kommende Reservierungen für {{email}} gibt, erhalten Sie in Kürze eine E-Mail mit den Links, um sie anzusehen und zu ändern.',
    tryIn_one: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunde erneut.', tryIn_other: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunden erneut.', book: 'Tisch reservieren',
  },
  cancelled: { title: 'Reservierung storniert', text: 'Diese Reservierung wurde storniert und kann nicht mehr geändert werden.', again: 'Neu reservieren' },
};

export const bookingHelpResources = { it, en, fr, es, de };

export const registerBookingHelpTranslations = () => registerTranslations('bookingHelp', bookingHelpResources);
