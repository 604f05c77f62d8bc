const it = {
  pages: {
    Reserve: 'Prenota un tavolo', ReserveModule: 'Prenota', ReserveMessage: 'La tua prenotazione',
    ReserveEdit: 'Modifica la prenotazione', ReserveEditConfirm: 'Prenotazione modificata', ReserveEditError: 'Modifica non riuscita',
    ReserveAuthenticate: 'Conferma il pagamento',
  },
  breadcrumb: 'Passaggi della prenotazione',
  stepOf: 'Passaggio {{n}} di {{total}}: {{name}}',
  steps: { people: 'Persone', date: 'Data', time: 'Ora', experience: 'Esperienza', zone: 'Sala', details: 'Dati', guarantee: 'Carta', summary: 'Riepilogo', payment: 'Pagamento' },
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
    waitingListTitle: 'Questo orario è al completo.', waitingListText: 'Puoi entrare in lista d’attesa: ti scriveremo se si libera un posto.',
    reasons: {
      DAY_SOLD_OUT: 'Il giorno è al completo.', ZONE_SOLD_OUT: 'Nessuna sala ha posto per il tuo gruppo.', SHIFT_FULL: 'Il turno è al completo.',
      EXPERIENCE_REQUIRED: 'In questo giorno si può prenotare solo un’esperienza.', CLOSED: 'La struttura è chiusa.', PAST: 'È troppo tardi per prenotare in questo giorno.',
    },
  },
  experience: {
    waitingList: 'Questo orario è al completo: scegli per cosa entrare in lista d’attesa. Ti scriveremo se si libera un posto.',
    title: 'Scegli l’esperienza', required: 'A quest’ora si può prenotare solo un’esperienza.', tableOnly: 'Solo il tavolo', tableOnlyHint: 'Nessuna esperienza: un tavolo al ristorante.',
    perGuest: '{{price}} a persona', duration: '{{minutes}} min', card: 'garanzia con carta', conditions: 'Condizioni',
  },
  zone: { title: 'Scegli la sala', any: 'Nessuna preferenza', full: 'completa' },
  details: {
    title: 'I tuoi dati', firstName: 'Nome', lastName: 'Cognome', phone: 'Cellulare', email: 'E-mail', reason: 'Motivo della visita', reasonNone: 'Scegli (facoltativo)',
    reasonOther: 'Raccontaci di più', notes: 'Note (allergie, seggiolone…)',
    extraTitle: 'Qualche domanda in più', extraChoose: 'Scegli',
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
    yes: 'Sì', no: 'No',
    waitingNotice: 'Entrerai in lista d’attesa: ti scriveremo se si libera un posto.', requestNotice: 'La struttura conferma le richieste a mano: riceverai un’e-mail.',
  },
  payment: {
    title: 'Pagamento online', termsTitle: 'Pagamento e cancellazione',
    prepaidToPay: 'Da pagare ora online: {{amount}}', depositToPay: 'Acconto da pagare ora online: {{amount}} ({{unit}} a persona); il resto si paga sul posto.',
    prepaidPaid: 'Pagato online: {{amount}}', depositPaid: 'Acconto pagato online: {{amount}}; il resto si paga sul posto.',
    refundRule: 'Se cancelli entro {{deadline}} (ora di {{venue}}) ti rimborsiamo {{amount}} per intero; dopo non è previsto alcun rimborso.',
    refunded: 'Rimborso di {{amount}} sulla tua carta (può servire qualche giorno).',
    accept: 'Accetto il pagamento online e le condizioni di cancellazione e rimborso.', toPayment: 'Continua con il pagamento',
    confirming: 'Pagamento ricevuto: registriamo la prenotazione…', retry: 'Riprova',
  },
  errors: {
    PAYMENT_REQUIRED: 'Questa esperienza si paga online al momento della prenotazione.', PAYMENT_NOT_DONE: 'Il pagamento non risulta ancora completato. Riprova tra qualche secondo.',
    HOLD_EXPIRED_REFUNDED: 'Il tempo per completare la prenotazione era scaduto e i posti non erano più disponibili: il pagamento ti è stato rimborsato per intero.',
    INVALID_EXTRA_ANSWERS: 'Controlla le risposte alle domande dell’esperienza.',
    loadTitle: 'Impossibile caricare la pagina', loadAvailability: 'Non riusciamo a caricare le disponibilità. Riprova.',
    SOLD_OUT: 'L’orario scelto non è più disponibile.', ZONE_UNAVAILABLE: 'La sala scelta non ha più posto.', SLOT_UNAVAILABLE: 'Non si può più prenotare a quest’ora.',
    HOLD_EXPIRED: 'Il tempo per completare la prenotazione è scaduto e i posti non sono più disponibili.', CARD_NOT_SAVED: 'La carta non è ancora stata salvata.',
    BOT_CHECK_FAILED: 'La verifica anti-robot non è riuscita. Ripetila e riprova.', GUARANTEE_REQUIRED: 'Questa prenotazione richiede una carta a garanzia.',
    INVALID_PAYLOAD: 'Compila tutti i campi obbligatori.', RESERVATION_CLOSED: 'Questa prenotazione non si può più modificare.',
    BOOKING_LIMIT_EMAIL: 'Questo indirizzo e-mail ha già il numero massimo di prenotazioni per questo giorno. Per altri tavoli contatta la struttura.',
    BOOKING_LIMIT_CLIENT: 'Da questa connessione sono già state fatte troppe prenotazioni per questo giorno. Per altri tavoli contatta la struttura.',
    ZONE_NOT_FOUND: 'La sala scelta non esiste più: scegline un’altra.',
  },
  module: { notFoundTitle: 'Pagina di prenotazione non trovata', notFoundText: 'Questa pagina di prenotazione non esiste o non è più attiva.', toReserve: 'Prenota un tavolo' },
  message: {
    confirmed: { title: 'La tua prenotazione è confermata', text: 'Ti aspettiamo!' },
    pending: { title: 'Richiesta ricevuta', text: 'La struttura confermerà la tua prenotazione: riceverai un’e-mail.' },
    rejected: { title: 'Prenotazione non confermata', text: 'Non è stato possibile confermare la prenotazione. Prova un altro giorno o un altro orario.' },
    waiting: { title: 'Sei in lista d’attesa', text: 'Ti avviseremo se si libera un posto.' },
    unknown: { title: 'Messaggio non disponibile', text: 'Questa pagina non ha niente da mostrare.' },
    emailSent: 'Abbiamo inviato i dettagli a {{email}}.', calendar: 'Aggiungi al calendario', edit: 'Modifica o cancella', again: 'Fai un’altra prenotazione',
  },
  edit: {
    notFoundTitle: 'Prenotazione non trovata', notFoundText: 'Il link non è valido. Controlla l’indirizzo ricevuto per e-mail.',
    current: 'La tua prenotazione', closed: 'Questa prenotazione non si può più modificare online.', waiting: 'Sei in lista d’attesa: puoi solo cancellare la richiesta.',
    change: 'Cambia persone, giorno, orario o sala', save: 'Salva le modifiche', cancelTitle: 'Non puoi venire?', cancel: 'Cancella la prenotazione',
    lateWarning: 'Il periodo di cancellazione gratuita è finito: la struttura può addebitare {{amount}}.',
    cancelConfirmTitle: 'Cancellare la prenotazione?', cancelConfirmText: 'Il tavolo verrà offerto ad altri ospiti.', keep: 'Mantieni', cancelYes: 'Sì, cancella',
    refundOnCancel: 'Se cancelli ora ti rimborsiamo {{amount}} per intero.', noRefund: 'Il periodo di cancellazione gratuita è finito: se cancelli ora, {{amount}} pagato non viene rimborsato.',
    blocked: {
      EDIT_PAID_PAX: 'Per una prenotazione pagata online non si può cambiare il numero di persone: cancellala e prenota di nuovo, o contatta la struttura.',
      EDIT_NEEDS_CARD: 'Questa scelta richiede una garanzia con carta di credito: non si può modificare online. Scegli altro o contatta la struttura.',
      EDIT_WAITING_LIST: 'L’orario scelto è al completo e disponibile solo in lista d’attesa: scegli un altro orario.',
      EDIT_SOLD_OUT: 'La scelta è al completo: scegli un altro giorno o orario.',
      BOOKING_LIMIT_EMAIL: 'Con questo indirizzo e-mail hai già il numero massimo di prenotazioni per quel giorno: scegli un altro giorno o contatta la struttura.',
      BOOKING_LIMIT_CLIENT: 'Da questa connessione sono già state fatte troppe prenotazioni per quel giorno: scegli un altro giorno o contatta la struttura.',
    },
  },
  editConfirm: {
    refunded: 'Ti rimborsiamo {{amount}} per intero sulla carta (può servire qualche giorno).', notRefunded: 'La cancellazione è arrivata dopo il termine gratuito: {{amount}} pagato non viene rimborsato.',
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

export default it;
