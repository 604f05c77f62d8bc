import type { BookingHelpTexts } from './it';

const de: BookingHelpTexts = {
  suggest: {
    title: 'Freie Zeiten für {{count}} Personen',
    sameDay: 'Am selben Tag',
    nextDays: 'In den nächsten Tagen',
    loading: 'Freie Zeiten werden gesucht…',
    none: 'In den nächsten Tagen keine freie Zeit für {{count}} Personen.',
    take: '{{date}} um {{time}}',
  },
  large: {
    link: 'Mehr als {{max}} Personen? Anfrage senden',
    title: 'Anfrage für eine Gruppe',
    intro: 'Bei Gruppen von mehr als {{max}} Personen bestätigt das Haus von Hand: Senden Sie Ihre Anfrage, wir antworten per E-Mail.',
    pax: 'Anzahl Personen',
    date: 'Tag',
    time: 'Uhrzeit',
    notes: 'Hinweise (Menü, Anlass, Allergien…)',
    send: 'Anfrage senden',
    paxRange: 'Geben Sie eine Zahl zwischen {{min}} und 99 ein.',
    dateRequired: 'Wählen Sie den Tag.',
    timeRequired: 'Geben Sie die Uhrzeit ein (HH:MM).',
    SLOT_UNAVAILABLE: 'Das Haus hat an diesem Tag zu dieser Uhrzeit nicht geöffnet: Wählen Sie einen anderen Zeitpunkt.',
    PARTY_BOOKABLE_ONLINE: 'Bis {{max}} Personen können Sie direkt online reservieren.',
    back: 'Zurück zur Reservierung',
  },
  find: {
    link: 'Schon reserviert? Reservierung finden',
    title: 'Ihre Reservierung finden',
    intro: 'Geben Sie die E-Mail-Adresse ein, mit der Sie reserviert haben: Wir senden Ihnen die Links Ihrer kommenden Reservierungen.',
    email: 'E-Mail',
    send: 'Links senden',
    sent: 'Wenn es kommende Reservierungen für {{email}} gibt, erhalten Sie in Kürze eine E-Mail mit den Links, um sie anzusehen und zu ändern.',
    tryIn_one: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunde erneut.',
    tryIn_other: 'Zu viele Anfragen: Versuchen Sie es in {{count}} Sekunden erneut.',
    book: 'Tisch reservieren',
  },
  cancelled: {
    title: 'Reservierung storniert',
    text: 'Diese Reservierung wurde storniert und kann nicht mehr geändert werden.',
    again: 'Neu reservieren',
    unconfirmed: 'Wir haben Ihre Bestätigung nicht rechtzeitig erhalten: Die Reservierung wurde für die Warteliste freigegeben. Es wurde nichts berechnet.',
    offer_expired: 'Der angebotene Platz wurde nicht rechtzeitig bestätigt und ging an den nächsten Gast auf der Warteliste.',
    offer_declined: 'Sie haben den angebotenen Platz abgelehnt: Sie stehen nicht mehr auf der Warteliste.',
    left_list: 'Für diese Anfrage bieten wir Ihnen keinen Platz mehr an.',
    leftTitle: 'Sie haben die Warteliste verlassen',
  },
};

export default de;
