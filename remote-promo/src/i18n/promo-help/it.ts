const it = {
  resend: {
    title: 'Non trovi il codice?',
    intro: 'Te lo rimandiamo all’indirizzo e-mail usato per richiederlo.',
    email: 'E-mail',
    send: 'Rimandami il codice',
    sent: 'Se {{email}} ha richiesto questa promozione, il codice è di nuovo in viaggio verso quella casella.',
    tryIn_one: 'Troppe richieste: riprova tra {{count}} secondo.',
    tryIn_other: 'Troppe richieste: riprova tra {{count}} secondi.',
  },
};

export type PromoHelpTexts = typeof it;

export default it;
