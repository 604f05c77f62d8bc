import type { BookingTexts } from './it';

const de: BookingTexts = {
  pages: {
    Reserve: 'Tisch reservieren', ReserveModule: 'Reservieren', ReserveMessage: 'Ihre Reservierung',
    ReserveEdit: 'Reservierung ändern', ReserveEditConfirm: 'Reservierung geändert', ReserveEditError: 'Änderung fehlgeschlagen', ReserveAuthenticate: 'Zahlung bestätigen',
  },
  breadcrumb: 'Schritte der Reservierung',
  stepOf: 'Schritt {{n}} von {{total}}: {{name}}',
  steps: { people: 'Personen', date: 'Datum', time: 'Uhrzeit', experience: 'Erlebnis', zone: 'Bereich', details: 'Angaben', guarantee: 'Karte', summary: 'Übersicht', payment: 'Zahlung' },
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
    waitingListTitle: 'Diese Uhrzeit ist ausgebucht.', waitingListText: 'Sie können sich auf die Warteliste setzen: Wir schreiben Ihnen, wenn ein Platz frei wird.',
    reasons: {
      DAY_SOLD_OUT: 'Dieser Tag ist ausgebucht.', ZONE_SOLD_OUT: 'Kein Bereich hat Platz für Ihre Gruppe.', SHIFT_FULL: 'Der Service ist ausgebucht.',
      EXPERIENCE_REQUIRED: 'An diesem Tag kann nur ein Erlebnis gebucht werden.', CLOSED: 'Das Haus ist geschlossen.', PAST: 'Für diesen Tag ist es zu spät.',
    },
  },
  experience: {
    waitingList: 'Diese Uhrzeit ist ausgebucht: Wählen Sie, wofür Sie sich auf die Warteliste setzen. Wir schreiben Ihnen, wenn ein Platz frei wird.',
    title: 'Wählen Sie das Erlebnis', required: 'Zu dieser Uhrzeit kann nur ein Erlebnis gebucht werden.', tableOnly: 'Nur einen Tisch', tableOnlyHint: 'Ohne Erlebnis: ein Tisch im Restaurant.',
    perGuest: '{{price}} pro Person', duration: '{{minutes}} Min.', card: 'Kartengarantie', conditions: 'Bedingungen',
  },
  zone: { title: 'Wählen Sie den Bereich', any: 'Keine Präferenz', full: 'voll' },
  details: {
    title: 'Ihre Angaben', firstName: 'Vorname', lastName: 'Nachname', phone: 'Mobiltelefon', email: 'E-Mail', reason: 'Anlass des Besuchs', reasonNone: 'Wählen (optional)',
    reasonOther: 'Erzählen Sie uns mehr', notes: 'Anmerkungen (Allergien, Kinderstuhl…)',
    extraTitle: 'Noch ein paar Fragen', extraChoose: 'Bitte wählen',
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
    yes: 'Ja', no: 'Nein',
    waitingNotice: 'Sie kommen auf die Warteliste: Wir schreiben Ihnen, wenn ein Platz frei wird.', requestNotice: 'Das Haus bestätigt Anfragen von Hand: Sie erhalten eine E-Mail.',
  },
  payment: {
    title: 'Online bezahlen', termsTitle: 'Zahlung und Stornierung',
    prepaidToPay: 'Jetzt online zu bezahlen: {{amount}}', depositToPay: 'Jetzt online zu zahlende Anzahlung: {{amount}} ({{unit}} pro Person); der Rest wird vor Ort bezahlt.',
    prepaidPaid: 'Online bezahlt: {{amount}}', depositPaid: 'Anzahlung online bezahlt: {{amount}}; der Rest wird vor Ort bezahlt.',
    refundRule: 'Bei Stornierung bis {{deadline}} (Ortszeit {{venue}}) erstatten wir {{amount}} vollständig; danach gibt es keine Erstattung.',
    refunded: '{{amount}} auf Ihre Karte erstattet (das kann einige Tage dauern).',
    accept: 'Ich akzeptiere die Online-Zahlung und die Storno- und Erstattungsbedingungen.', toPayment: 'Weiter zur Zahlung',
    confirming: 'Zahlung erhalten: Wir erfassen Ihre Reservierung…', retry: 'Erneut versuchen',
  },
  errors: {
    PAYMENT_REQUIRED: 'Dieses Erlebnis wird bei der Reservierung online bezahlt.', PAYMENT_NOT_DONE: 'Die Zahlung ist noch nicht abgeschlossen. Versuchen Sie es in ein paar Sekunden erneut.',
    HOLD_EXPIRED_REFUNDED: 'Die Zeit für die Reservierung war abgelaufen und die Plätze waren nicht mehr frei: Ihre Zahlung wurde vollständig erstattet.',
    INVALID_EXTRA_ANSWERS: 'Prüfen Sie Ihre Antworten auf die Fragen zum Erlebnis.',
    loadTitle: 'Die Seite konnte nicht geladen werden', loadAvailability: 'Die Verfügbarkeit kann nicht geladen werden. Bitte erneut versuchen.',
    SOLD_OUT: 'Die gewählte Uhrzeit ist nicht mehr verfügbar.', ZONE_UNAVAILABLE: 'Der gewählte Bereich hat keinen Platz mehr.', SLOT_UNAVAILABLE: 'Diese Uhrzeit kann nicht mehr gebucht werden.',
    HOLD_EXPIRED: 'Die Zeit zum Abschließen der Reservierung ist abgelaufen und die Plätze sind vergeben.', CARD_NOT_SAVED: 'Die Karte ist noch nicht gespeichert.',
    BOT_CHECK_FAILED: 'Die Roboterprüfung ist fehlgeschlagen. Bitte wiederholen.', GUARANTEE_REQUIRED: 'Diese Reservierung erfordert eine Kartengarantie.',
    INVALID_PAYLOAD: 'Bitte füllen Sie alle Pflichtfelder aus.', RESERVATION_CLOSED: 'Diese Reservierung kann nicht mehr geändert werden.',
    BOOKING_LIMIT_EMAIL: 'Diese E-Mail-Adresse hat an diesem Tag bereits die höchstzulässige Zahl an Reservierungen. Für weitere Tische kontaktieren Sie bitte das Haus.',
    BOOKING_LIMIT_CLIENT: 'Von dieser Verbindung aus wurden für diesen Tag bereits zu viele Reservierungen vorgenommen. Für weitere Tische kontaktieren Sie bitte das Haus.',
    ZONE_NOT_FOUND: 'Den gewählten Bereich gibt es nicht mehr: Wählen Sie einen anderen.',
  },
  module: { notFoundTitle: 'Reservierungsseite nicht gefunden', notFoundText: 'Diese Reservierungsseite gibt es nicht oder sie ist nicht mehr aktiv.', toReserve: 'Tisch reservieren' },
  message: {
    confirmed: { title: 'Ihre Reservierung ist bestätigt', text: 'Wir freuen uns auf Sie!' },
    pending: { title: 'Anfrage erhalten', text: 'Das Haus bestätigt Ihre Reservierung: Sie erhalten eine E-Mail.' },
    rejected: { title: 'Reservierung nicht bestätigt', text: 'Die Reservierung konnte nicht bestätigt werden. Versuchen Sie einen anderen Tag oder eine andere Uhrzeit.' },
    waiting: { title: 'Sie stehen auf der Warteliste', text: 'Wir melden uns, wenn ein Platz frei wird.' },
    unknown: { title: 'Nachricht nicht verfügbar', text: 'Diese Seite hat nichts anzuzeigen.' },
    emailSent: 'Wir haben die Angaben an {{email}} gesendet.', calendar: 'Zum Kalender hinzufügen', edit: 'Ändern oder stornieren', again: 'Noch eine Reservierung',
  },
  edit: {
    notFoundTitle: 'Reservierung nicht gefunden', notFoundText: 'Der Link ist ungültig. Prüfen Sie die Adresse aus der E-Mail.',
    current: 'Ihre Reservierung', closed: 'Diese Reservierung kann online nicht mehr geändert werden.', waiting: 'Sie stehen auf der Warteliste: Sie können die Anfrage nur stornieren.',
    change: 'Personen, Tag, Uhrzeit oder Bereich ändern', save: 'Änderungen speichern', cancelTitle: 'Sie können nicht kommen?', cancel: 'Reservierung stornieren',
    lateWarning: 'Die kostenlose Stornofrist ist abgelaufen: Das Haus kann {{amount}} belasten.',
    cancelConfirmTitle: 'Reservierung stornieren?', cancelConfirmText: 'Der Tisch wird anderen Gästen angeboten.', keep: 'Behalten', cancelYes: 'Ja, stornieren',
    refundOnCancel: 'Wenn Sie jetzt stornieren, erstatten wir {{amount}} vollständig.', noRefund: 'Die kostenlose Stornofrist ist abgelaufen: Wenn Sie jetzt stornieren, werden die bezahlten {{amount}} nicht erstattet.',
    blocked: {
      EDIT_PAID_PAX: 'Bei einer online bezahlten Reservierung lässt sich die Personenzahl nicht ändern: Stornieren Sie sie und reservieren Sie neu, oder wenden Sie sich an das Haus.',
      EDIT_NEEDS_CARD: 'Diese Wahl erfordert eine Kreditkartengarantie: Sie kann nicht online geändert werden. Wählen Sie etwas anderes oder kontaktieren Sie das Haus.',
      EDIT_WAITING_LIST: 'Die gewählte Uhrzeit ist ausgebucht und nur auf der Warteliste: Wählen Sie eine andere Uhrzeit.',
      EDIT_SOLD_OUT: 'Ihre Wahl ist ausgebucht: Wählen Sie einen anderen Tag oder eine andere Uhrzeit.',
      BOOKING_LIMIT_EMAIL: 'Diese E-Mail-Adresse hat an jenem Tag bereits die höchstzulässige Zahl an Reservierungen: Wählen Sie einen anderen Tag oder kontaktieren Sie das Haus.',
      BOOKING_LIMIT_CLIENT: 'Von dieser Verbindung aus wurden für jenen Tag bereits zu viele Reservierungen vorgenommen: Wählen Sie einen anderen Tag oder kontaktieren Sie das Haus.',
    },
  },
  editConfirm: {
    refunded: '{{amount}} wird vollständig auf Ihre Karte erstattet (das kann einige Tage dauern).', notRefunded: 'Die Stornierung erfolgte nach Ablauf der kostenlosen Frist: Die bezahlten {{amount}} werden nicht erstattet.',
    title: 'Reservierung geändert', text: 'Wir haben Ihnen die neuen Angaben per E-Mail gesendet.', unchanged: 'Es hat sich nichts geändert.',
    cancelledTitle: 'Reservierung storniert', cancelledText: 'Ihre Reservierung wurde storniert. Wir haben Ihnen eine Bestätigung per E-Mail gesendet.', back: 'Zurück zur Reservierung',
  },
  editError: { title: 'Änderung fehlgeschlagen', text: 'Beim Ändern der Reservierung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.', retry: 'Erneut versuchen' },
  authenticate: {
    title: 'Zahlung bestätigen', text: 'Ihre Bank bittet Sie, die in den Reservierungsbedingungen vorgesehene Belastung von {{amount}} zu bestätigen.',
    paid: 'Zahlung von {{amount}} bestätigt. Danke.', none: 'Es gibt keine Zahlung zu bestätigen.',
  },
};

export default de;
