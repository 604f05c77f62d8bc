// The door page's texts every staff screen speaks (namespace `staff`): the refusals of the staff
// calls, a code's state, who used it when. Each app's staff screen adds its own namespace.
const it = {
  apiErrors: {
    AUTH_INVALID: 'Token del personale sconosciuto o revocato.',
    AUTH_MISSING: 'Accedi con il token del personale.',
    STAFF_SESSION_REQUIRED: 'Accedi con il token del personale.',
    STAFF_SESSION_EXPIRED: 'La sessione è scaduta: accedi di nuovo.',
    WRONG_VENUE: 'Questa sessione è di un altro locale: accedi con un token di questo locale.',
    CSRF_REFUSED: 'Richiesta rifiutata: ricarica la pagina e riprova.',
    INVALID_PAYLOAD: 'Non è un codice né il link di un codice.',
    CODE_NOT_FOUND: 'Nessun codice promo o carta regalo ha questo codice.',
    CODE_OF_ANOTHER_VENUE: 'Questo codice appartiene a un altro locale.',
    PROMO_CODE_NOT_FOUND: 'Nessun codice promo ha questo codice.',
    PROMO_CODE_USED: 'Questo codice è già stato usato.',
    PROMO_CODE_EXPIRED: 'Questo codice è scaduto.',
    GIFTCARD_NOT_FOUND: 'Nessuna carta regalo ha questo codice.',
    GIFTCARD_VOID: 'Questa carta regalo è stata annullata.',
    GIFTCARD_EXPIRED: 'Questa carta regalo è scaduta.',
    GIFTCARD_REDEEMED: 'Questa carta regalo è già stata usata per intero.',
    GIFTCARD_INSUFFICIENT_BALANCE: 'La carta ha un saldo inferiore a questo importo.',
    RESERVATION_NOT_FOUND: 'Prenotazione non trovata.',
    INVALID_TRANSITION: 'La prenotazione non è più in questo stato: aggiorna l’elenco.',
    NOT_STARTED: 'L’orario della prenotazione non è ancora passato.',
    GUEST_ARRIVED: 'Gli ospiti sono già segnati come arrivati.',
    SOLD_OUT: 'Non ci sono posti per questo gruppo a quest’ora.',
    SLOT_UNAVAILABLE: 'A quest’ora il locale non prende prenotazioni.',
    ZONE_UNAVAILABLE: 'Questa zona non ha posto per il gruppo a quest’ora.',
    EDIT_SOLD_OUT: 'Non ci sta: a quell’ora non c’è posto per il gruppo, o il locale è chiuso. Nulla è cambiato.',
    EDIT_WAITING_LIST: 'Non ci sta: quell’ora è piena (solo lista d’attesa). Nulla è cambiato.',
    EDIT_NEEDS_CARD: 'Così la prenotazione chiederebbe una carta a garanzia che l’ospite non ha dato. Nulla è cambiato.',
    EDIT_PAID_PAX: 'Pagata online: il numero di persone non si può cambiare.',
    RESERVATION_CLOSED: 'Questa prenotazione non si può più cambiare.',
    BOOKING_LIMIT_EMAIL: 'L’ospite ha già il massimo di prenotazioni per quel giorno.',
    GUEST_UNKNOWN: 'Senza e-mail né telefono la nota non può seguire l’ospite.',
    BUSY: 'Molte prenotazioni in corso: riprova tra un momento.',
  },
  state: {
    valid: 'Valido',
    used: 'Già usato',
    expired: 'Scaduto',
    void: 'Annullato',
  },
  usedOnBy: 'Già usato il {{date}} da {{label}}',
  usedOn: 'Già usato il {{date}}',
  scanNext: 'Scansiona il prossimo',
  backToScan: 'Torna alla scansione',
};

export type StaffTexts = typeof it;

export default it;
