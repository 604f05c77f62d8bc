// Italian: the source of the `common` namespace. Every other language has exactly these keys
// (checked by the type `CommonShape` and by test/i18n.test.ts).
export const it = {
  nav: {
    label: 'Navigazione principale',
    standalone: 'modalità autonoma',
    home: 'Home',
    giftcards: 'Gift card',
    booking: 'Prenota',
    promotions: 'Promozioni',
    skipToContent: 'Vai al contenuto',
  },
  language: {
    label: 'Lingua',
    choose: 'Scegli la lingua',
    names: { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  },
  loading: 'Caricamento…',
  noScript: { form: 'Questo modulo ha bisogno di JavaScript: attivalo nel browser per continuare.' },
  actions: {
    retry: 'Riprova',
    close: 'Chiudi',
    back: 'Indietro',
    confirm: 'Conferma',
    cancel: 'Annulla',
  },
  error: {
    title: 'Si è verificato un errore',
    message: 'Qualcosa è andato storto. Riprova tra qualche istante.',
    retry: 'Riprova',
  },
  remoteFailed: {
    title: 'Sezione non disponibile',
    message: 'Non è stato possibile caricare questa sezione. Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
  apiUnreachable: {
    title: 'Servizio momentaneamente non disponibile',
    message: 'Non riusciamo a contattare il server. Controlla la connessione e riprova tra poco.',
    retry: 'Riprova',
  },
  embed: {
    offSite: 'Questa pagina si apre sul sito delle prenotazioni.',
    openOnSite: 'Apri in una nuova finestra',
  },
  notFound: {
    title: 'Pagina non trovata',
    message: "L'URL inserito non è valido. Torna alla home.",
    button: 'Torna alla home',
  },
  notFoundError: {
    title: 'Qualcosa è andato storto',
    message: 'Si è verificato un errore imprevisto. Torna alla home e riprova.',
    button: 'Torna alla home',
  },
  confirmLeave: {
    title: 'Vuoi lasciare questa pagina?',
    message: 'I dati inseriti andranno persi.',
    stay: 'Resta sulla pagina',
    leave: 'Esci',
  },
  modal: {
    close: 'Chiudi',
  },
  policy: {
    privacyTitle: 'Informativa sulla privacy',
    marketingTitle: 'Informativa sul marketing',
    empty: 'Il testo non è al momento disponibile.',
  },
  tooltip: {
    label: 'Maggiori informazioni',
    close: 'Chiudi suggerimento',
  },
  footer: {
    poweredBy: 'Con tecnologia {{platform}}',
    privacy: 'Privacy',
    contacts: 'Contatti',
  },
  form: {
    requiredHint: 'I campi contrassegnati con * sono obbligatori.',
    optional: 'facoltativo',
    phonePrefix: 'Prefisso',
    phoneNumber: 'Numero',
    privacyConsent: "Ho letto e accetto l'informativa sulla privacy.",
    marketingConsent: 'Acconsento a ricevere comunicazioni commerciali.',
    readPolicy: "Leggi l'informativa",
  },
  botCheck: {
    label: 'Non sono un robot',
    verifying: 'Verifica in corso…',
    verified: 'Verificato',
    error: 'Verifica non riuscita. Riprova.',
    expired: 'Verifica scaduta. Riprova.',
    required: 'Conferma di non essere un robot.',
    loading: 'Caricamento…',
    reload: 'Ricarica',
    verify: 'Verifica',
    waitAlert: 'Verifica in corso… attendi.',
    unavailable: 'La verifica anti-robot non si è caricata. Riprova.',
  },
  qr: {
    alt: 'QR code del codice {{code}}',
    loading: 'Preparazione del QR code…',
  },
  // The wallets' own button texts (docs/wallet.md, "The buttons"): never reworded.
  wallet: {
    apple: 'Aggiungi a Apple Wallet',
    google: 'Aggiungi a Google Wallet',
  },
  validation: {
    required: 'Compila tutti i campi obbligatori.',
    email: 'Inserisci un indirizzo email valido.',
    recipientEmail: 'Inserisci un indirizzo email valido per il destinatario.',
    phone: 'Inserisci un numero di telefono valido.',
    recipientPhone: 'Inserisci un numero di telefono valido per il destinatario.',
    amountRange: 'Inserisci un importo compreso tra {{min}} e {{max}}.',
    privacyRequired: "Accetta l'informativa sulla privacy per procedere con l'acquisto",
    privacyRequiredBooking: "Accetta l'informativa sulla privacy per procedere con la prenotazione.",
    cancellationPolicyRequired: 'Accetta le condizioni di cancellazione per procedere con la prenotazione.',
    dateOfBirth: 'Inserisci una data di nascita valida.',
  },
  apiErrors: {
    TIMEOUT: 'Il server non ha risposto in tempo. Riprova.',
    NETWORK: 'Connessione assente o instabile. Controlla la rete e riprova.',
    INTERNAL: 'Si è verificato un errore sul server. Riprova più tardi.',
    RATE_LIMITED: 'Troppe richieste in poco tempo. Attendi qualche istante e riprova.',
    RATE_LIMITED_WAIT_one: 'Troppe richieste in poco tempo. Riprova tra {{count}} secondo.',
    RATE_LIMITED_WAIT_other: 'Troppe richieste in poco tempo. Riprova tra {{count}} secondi.',
    AUTH_MISSING: 'Questa pagina non è configurata correttamente. Contatta la struttura.',
    AUTH_INVALID: 'Questa pagina non è configurata correttamente. Contatta la struttura.',
    INVALID_RESPONSE: 'Il server ha inviato una risposta non valida. Riprova più tardi.',
    BOT_CHECK_FAILED: 'La verifica anti-robot non è riuscita o è scaduta. Ripetila e invia di nuovo.',
    generic: 'Si è verificato un errore. Riprova più tardi.',
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The key structure every language must provide. */
export type CommonShape = Shape<typeof it>;

export default it;
