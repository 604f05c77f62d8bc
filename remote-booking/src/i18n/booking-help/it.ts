const it = {
  suggest: {
    title: 'Orari liberi per {{count}} persone',
    sameDay: 'Lo stesso giorno',
    nextDays: 'Nei prossimi giorni',
    loading: 'Cerco orari liberi…',
    none: 'Nessun orario libero nei prossimi giorni per {{count}} persone.',
    take: '{{date}} alle {{time}}',
  },
  large: {
    link: 'Siete più di {{max}}? Inviate una richiesta',
    title: 'Richiesta per un gruppo',
    intro: 'Per gruppi di più di {{max}} persone la struttura conferma a mano: inviate la richiesta e vi risponderemo per e-mail.',
    pax: 'Numero di persone',
    date: 'Giorno',
    time: 'Ora',
    notes: 'Note (menu, occasione, allergie…)',
    send: 'Invia la richiesta',
    paxRange: 'Indica un numero tra {{min}} e 99.',
    dateRequired: 'Scegli il giorno.',
    timeRequired: 'Indica l’ora (HH:MM).',
    SLOT_UNAVAILABLE: 'La struttura non è aperta in quel giorno e a quell’ora: scegli un altro momento.',
    PARTY_BOOKABLE_ONLINE: 'Per {{max}} persone o meno puoi prenotare direttamente online.',
    back: 'Torna alla prenotazione',
  },
  find: {
    link: 'Hai già prenotato? Ritrova la tua prenotazione',
    title: 'Ritrova la tua prenotazione',
    intro: 'Scrivi l’e-mail usata per prenotare: ti mandiamo i link delle tue prossime prenotazioni.',
    email: 'E-mail',
    send: 'Inviami i link',
    sent: 'Se ci sono prenotazioni future per {{email}}, riceverai a breve un’e-mail con i link per vederle e modificarle.',
    tryIn_one: 'Troppe richieste: riprova tra {{count}} secondo.',
    tryIn_other: 'Troppe richieste: riprova tra {{count}} secondi.',
    book: 'Prenota un tavolo',
  },
  cancelled: {
    title: 'Prenotazione cancellata',
    text: 'Questa prenotazione è stata cancellata e non si può più modificare.',
    again: 'Prenota di nuovo',
    unconfirmed: 'Non abbiamo ricevuto la tua conferma in tempo: la prenotazione è stata liberata per chi era in lista d’attesa. Nessun addebito.',
    offer_expired: 'Il posto che ti avevamo offerto non è stato confermato in tempo ed è passato al prossimo in lista.',
    offer_declined: 'Hai lasciato il posto che ti avevamo offerto: non sei più in lista d’attesa.',
    left_list: 'Non ti offriremo un posto per questa richiesta.',
    leftTitle: 'Non sei più in lista d’attesa',
  },
};

export type BookingHelpTexts = typeof it;

export default it;
