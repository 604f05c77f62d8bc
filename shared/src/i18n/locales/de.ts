import type { CommonShape } from './it';

export const de: CommonShape = {
  nav: {
    label: 'Hauptnavigation',
    home: 'Startseite',
    giftcards: 'Gutscheine',
    booking: 'Reservieren',
    promotions: 'Aktionen',
  },
  language: {
    label: 'Sprache',
    choose: 'Sprache wählen',
    names: { it: 'Italiano', en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  },
  loading: 'Wird geladen…',
  actions: {
    retry: 'Erneut versuchen',
    close: 'Schließen',
    back: 'Zurück',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  error: {
    title: 'Ein Fehler ist aufgetreten',
    message: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
  },
  remoteFailed: {
    title: 'Bereich nicht verfügbar',
    message: 'Dieser Bereich konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
  apiUnreachable: {
    title: 'Dienst vorübergehend nicht verfügbar',
    message: 'Der Server ist derzeit nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es in Kürze erneut.',
    retry: 'Erneut versuchen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Die eingegebene URL ist ungültig. Zurück zur Startseite.',
    button: 'Zurück zur Startseite',
  },
  notFoundError: {
    title: 'Etwas ist schiefgelaufen',
    message: 'Ein unerwarteter Fehler ist aufgetreten. Kehren Sie zur Startseite zurück und versuchen Sie es erneut.',
    button: 'Zurück zur Startseite',
  },
  confirmLeave: {
    title: 'Seite verlassen?',
    message: 'Ihre eingegebenen Daten gehen verloren.',
    stay: 'Auf der Seite bleiben',
    leave: 'Verlassen',
  },
  modal: {
    close: 'Schließen',
  },
  policy: {
    privacyTitle: 'Datenschutzerklärung',
    marketingTitle: 'Marketing-Einwilligung',
    empty: 'Dieser Text ist derzeit nicht verfügbar.',
  },
  tooltip: {
    label: 'Weitere Informationen',
    close: 'Hinweis schließen',
  },
  footer: {
    poweredBy: 'Bereitgestellt von {{platform}}',
    privacy: 'Datenschutz',
    contacts: 'Kontakt',
  },
  validation: {
    required: 'Bitte füllen Sie alle Pflichtfelder aus.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    recipientEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse für den Empfänger ein.',
    phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    recipientPhone: 'Bitte geben Sie eine gültige Telefonnummer für den Empfänger ein.',
    amountRange: 'Bitte geben Sie einen Betrag zwischen {{min}} und {{max}} ein.',
    privacyRequired: 'Akzeptieren Sie die Datenschutzerklärung, um mit dem Kauf fortzufahren',
    cancellationPolicyRequired: 'Akzeptieren Sie die Stornierungsbedingungen, um mit der Reservierung fortzufahren.',
    dateOfBirth: 'Bitte geben Sie ein gültiges Datum im Format TT/MM/JJJJ ein.',
  },
  apiErrors: {
    TIMEOUT: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    NETWORK: 'Keine oder instabile Verbindung. Bitte prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.',
    INTERNAL: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    RATE_LIMITED: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    AUTH_MISSING: 'Diese Seite ist nicht richtig eingerichtet. Bitte wenden Sie sich an den Betrieb.',
    AUTH_INVALID: 'Diese Seite ist nicht richtig eingerichtet. Bitte wenden Sie sich an den Betrieb.',
    INVALID_RESPONSE: 'Der Server hat eine ungültige Antwort gesendet. Bitte versuchen Sie es später erneut.',
    generic: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  },
};
