/** Texts of the card payment (namespace `payments`), in every interface language. */
import type { TFunction } from 'i18next';
import type { Language } from '../i18n/languages';
import { registerTranslations } from '../i18n/register-translations';
import type { CardPaymentError } from './card-payment-error';

export const PAYMENTS_NS = 'payments';

/** Bank reasons worth telling apart; any other code reads as a plain decline. */
const REASONS = ['insufficient_funds', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'card_velocity_exceeded', 'processing_error', 'card_not_supported', 'currency_not_supported', 'authentication_required', 'test_mode_live_card'] as const;
type Reason = (typeof REASONS)[number];

interface PaymentTexts {
  title: string;
  pay: string;
  payAmount: string;
  saveCard: string;
  confirmSavedCard: string;
  processing: string;
  succeeded: string;
  saved: string;
  retry: string;
  loading: string;
  testMode: string;
  testModeNotice: string;
  testCardsTitle: string;
  testCards: { succeeds: string; declined: string; authentication: string };
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  fieldInvalid: string;
  authTitle: string;
  authMessage: string;
  authApprove: string;
  authDeny: string;
  errors: Record<'internal' | 'scriptFailed' | 'notFound' | 'declined' | 'authenticationFailed' | 'default', string>;
  reasons: Record<Reason, string>;
}

const en: PaymentTexts = {
  title: 'Card payment',
  pay: 'Pay',
  payAmount: 'Pay {{amount}}',
  saveCard: 'Save card',
  confirmSavedCard: 'Confirm the payment',
  processing: 'Processing…',
  succeeded: 'Payment completed.',
  saved: 'Card saved.',
  retry: 'Try again',
  loading: 'Loading the payment form…',
  testMode: 'TEST MODE',
  testModeNotice: 'This is a demonstration: no card is charged. Use one of the test cards below, with any future expiry date and any CVC.',
  testCardsTitle: 'Test cards',
  testCards: { succeeds: 'payment succeeds', declined: 'card declined', authentication: 'the bank asks for authentication' },
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryPlaceholder: 'MM/YY',
  cvc: 'Security code (CVC)',
  fieldInvalid: 'Please check this field.',
  authTitle: 'Test bank: authentication',
  authMessage: 'Your bank asks you to confirm this payment. In test mode, choose the outcome.',
  authApprove: 'Confirm',
  authDeny: 'Refuse',
  errors: {
    internal: 'Internal error: card payments are not available at the moment. Please contact the venue.',
    scriptFailed: 'The payment service could not be started. Reload the page or try again later.',
    notFound: 'Payment not found.',
    declined: 'Your card was declined.',
    authenticationFailed: 'Your bank could not confirm the payment. Try again or use another card.',
    default: 'Error during payment. Please try again later.',
  },
  reasons: {
    insufficient_funds: 'The card has insufficient funds.',
    expired_card: 'The card has expired.',
    incorrect_cvc: 'The security code is incorrect.',
    incorrect_number: 'The card number is incorrect.',
    card_velocity_exceeded: 'The card’s spending limit has been reached.',
    processing_error: 'The bank could not process the payment: try again in a moment.',
    card_not_supported: 'This card does not support this kind of purchase.',
    currency_not_supported: 'This card does not support this currency.',
    authentication_required: 'Your bank asks you to confirm the payment.',
    test_mode_live_card: 'This is a test payment: use one of the test cards.',
  },
};

const it: PaymentTexts = {
  title: 'Pagamento con carta',
  pay: 'Paga',
  payAmount: 'Paga {{amount}}',
  saveCard: 'Salva la carta',
  confirmSavedCard: 'Conferma il pagamento',
  processing: 'Elaborazione…',
  succeeded: 'Pagamento completato.',
  saved: 'Carta salvata.',
  retry: 'Riprova',
  loading: 'Caricamento del modulo di pagamento…',
  testMode: 'MODALITÀ DI PROVA',
  testModeNotice: 'Questa è una dimostrazione: nessuna carta viene addebitata. Usa una delle carte di prova qui sotto, con una scadenza futura e un CVC qualsiasi.',
  testCardsTitle: 'Carte di prova',
  testCards: { succeeds: 'pagamento riuscito', declined: 'carta rifiutata', authentication: 'la banca chiede l’autenticazione' },
  cardNumber: 'Numero della carta',
  expiry: 'Scadenza',
  expiryPlaceholder: 'MM/AA',
  cvc: 'Codice di sicurezza (CVC)',
  fieldInvalid: 'Controlla questo campo.',
  authTitle: 'Banca di prova: autenticazione',
  authMessage: 'La tua banca ti chiede di confermare il pagamento. In modalità di prova scegli l’esito.',
  authApprove: 'Conferma',
  authDeny: 'Rifiuta',
  errors: {
    internal: 'Errore interno: al momento i pagamenti con carta non sono disponibili. Contatta la struttura.',
    scriptFailed: 'Impossibile avviare il servizio di pagamento. Ricarica la pagina o riprova più tardi.',
    notFound: 'Pagamento non trovato.',
    declined: 'La carta è stata rifiutata.',
    authenticationFailed: 'La tua banca non ha potuto confermare il pagamento. Riprova o usa un’altra carta.',
    default: 'Errore durante il pagamento. Riprova più tardi.',
  },
  reasons: {
    insufficient_funds: 'Fondi insufficienti sulla carta.',
    expired_card: 'La carta è scaduta.',
    incorrect_cvc: 'Il codice di sicurezza non è corretto.',
    incorrect_number: 'Il numero della carta non è corretto.',
    card_velocity_exceeded: 'È stato raggiunto il limite di spesa della carta.',
    processing_error: 'La banca non ha potuto elaborare il pagamento: riprova tra poco.',
    card_not_supported: 'Questa carta non supporta questo tipo di acquisto.',
    currency_not_supported: 'Questa carta non supporta questa valuta.',
    authentication_required: 'La tua banca ti chiede di confermare il pagamento.',
    test_mode_live_card: 'Questo è un pagamento di prova: usa una delle carte di prova.',
  },
};

const fr: PaymentTexts = {
  title: 'Paiement par carte',
  pay: 'Payer',
  payAmount: 'Payer {{amount}}',
  saveCard: 'Enregistrer la carte',
  confirmSavedCard: 'Confirmer le paiement',
  processing: 'Traitement…',
  succeeded: 'Paiement effectué.',
  saved: 'Carte enregistrée.',
  retry: 'Réessayer',
  loading: 'Chargement du formulaire de paiement…',
  testMode: 'MODE TEST',
  testModeNotice: 'Ceci est une démonstration : aucune carte n’est débitée. Utilisez l’une des cartes de test ci-dessous, avec une date d’expiration future et un CVC quelconque.',
  testCardsTitle: 'Cartes de test',
  testCards: { succeeds: 'paiement réussi', declined: 'carte refusée', authentication: 'la banque demande une authentification' },
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration',
  expiryPlaceholder: 'MM/AA',
  cvc: 'Code de sécurité (CVC)',
  fieldInvalid: 'Veuillez vérifier ce champ.',
  authTitle: 'Banque de test : authentification',
  authMessage: 'Votre banque vous demande de confirmer ce paiement. En mode test, choisissez le résultat.',
  authApprove: 'Confirmer',
  authDeny: 'Refuser',
  errors: {
    internal: 'Erreur interne : le paiement par carte n’est pas disponible pour le moment. Veuillez contacter l’établissement.',
    scriptFailed: 'Le service de paiement n’a pas pu démarrer. Rechargez la page ou réessayez plus tard.',
    notFound: 'Paiement introuvable.',
    declined: 'Votre carte a été refusée.',
    authenticationFailed: 'Votre banque n’a pas pu confirmer le paiement. Réessayez ou utilisez une autre carte.',
    default: 'Erreur lors du paiement. Veuillez réessayer plus tard.',
  },
  reasons: {
    insufficient_funds: 'Le solde de la carte est insuffisant.',
    expired_card: 'La carte a expiré.',
    incorrect_cvc: 'Le code de sécurité est incorrect.',
    incorrect_number: 'Le numéro de carte est incorrect.',
    card_velocity_exceeded: 'Le plafond de dépenses de la carte est atteint.',
    processing_error: 'La banque n’a pas pu traiter le paiement : réessayez dans un instant.',
    card_not_supported: 'Cette carte n’accepte pas ce type d’achat.',
    currency_not_supported: 'Cette carte n’accepte pas cette devise.',
    authentication_required: 'Votre banque vous demande de confirmer le paiement.',
    test_mode_live_card: 'Ceci est un paiement de test : utilisez l’une des cartes de test.',
  },
};

const es: PaymentTexts = {
  title: 'Pago con tarjeta',
  pay: 'Pagar',
  payAmount: 'Pagar {{amount}}',
  saveCard: 'Guardar la tarjeta',
  confirmSavedCard: 'Confirmar el pago',
  processing: 'Procesando…',
  succeeded: 'Pago completado.',
  saved: 'Tarjeta guardada.',
  retry: 'Reintentar',
  loading: 'Cargando el formulario de pago…',
  testMode: 'MODO DE PRUEBA',
  testModeNotice: 'Esto es una demostración: no se cobra ninguna tarjeta. Usa una de las tarjetas de prueba de abajo, con cualquier fecha de caducidad futura y cualquier CVC.',
  testCardsTitle: 'Tarjetas de prueba',
  testCards: { succeeds: 'pago correcto', declined: 'tarjeta rechazada', authentication: 'el banco pide autenticación' },
  cardNumber: 'Número de tarjeta',
  expiry: 'Fecha de caducidad',
  expiryPlaceholder: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  fieldInvalid: 'Revisa este campo.',
  authTitle: 'Banco de prueba: autenticación',
  authMessage: 'Tu banco te pide que confirmes este pago. En modo de prueba, elige el resultado.',
  authApprove: 'Confirmar',
  authDeny: 'Rechazar',
  errors: {
    internal: 'Error interno: los pagos con tarjeta no están disponibles en este momento. Ponte en contacto con el establecimiento.',
    scriptFailed: 'No se pudo iniciar el servicio de pago. Recarga la página o inténtalo más tarde.',
    notFound: 'Pago no encontrado.',
    declined: 'Tu tarjeta ha sido rechazada.',
    authenticationFailed: 'Tu banco no pudo confirmar el pago. Inténtalo de nuevo o usa otra tarjeta.',
    default: 'Error durante el pago. Inténtalo de nuevo más tarde.',
  },
  reasons: {
    insufficient_funds: 'La tarjeta no tiene fondos suficientes.',
    expired_card: 'La tarjeta ha caducado.',
    incorrect_cvc: 'El código de seguridad no es correcto.',
    incorrect_number: 'El número de tarjeta no es correcto.',
    card_velocity_exceeded: 'Se ha alcanzado el límite de gasto de la tarjeta.',
    processing_error: 'El banco no pudo procesar el pago: inténtalo de nuevo en un momento.',
    card_not_supported: 'Esta tarjeta no admite este tipo de compra.',
    currency_not_supported: 'Esta tarjeta no admite esta moneda.',
    authentication_required: 'Tu banco te pide que confirmes el pago.',
    test_mode_live_card: 'Este es un pago de prueba: usa una de las tarjetas de prueba.',
  },
};

const de: PaymentTexts = {
  title: 'Kartenzahlung',
  pay: 'Bezahlen',
  payAmount: '{{amount}} bezahlen',
  saveCard: 'Karte speichern',
  confirmSavedCard: 'Zahlung bestätigen',
  processing: 'Wird verarbeitet…',
  succeeded: 'Zahlung abgeschlossen.',
  saved: 'Karte gespeichert.',
  retry: 'Erneut versuchen',
  loading: 'Zahlungsformular wird geladen…',
  testMode: 'TESTMODUS',
  testModeNotice: 'Dies ist eine Demonstration: Es wird keine Karte belastet. Verwenden Sie eine der Testkarten unten, mit beliebigem zukünftigem Ablaufdatum und beliebiger Prüfnummer.',
  testCardsTitle: 'Testkarten',
  testCards: { succeeds: 'Zahlung erfolgreich', declined: 'Karte abgelehnt', authentication: 'die Bank verlangt eine Authentifizierung' },
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum',
  expiryPlaceholder: 'MM/JJ',
  cvc: 'Prüfnummer (CVC)',
  fieldInvalid: 'Bitte prüfen Sie dieses Feld.',
  authTitle: 'Testbank: Authentifizierung',
  authMessage: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen. Im Testmodus wählen Sie das Ergebnis.',
  authApprove: 'Bestätigen',
  authDeny: 'Ablehnen',
  errors: {
    internal: 'Interner Fehler: Kartenzahlungen sind im Moment nicht möglich. Bitte wenden Sie sich an den Betrieb.',
    scriptFailed: 'Der Zahlungsdienst konnte nicht gestartet werden. Laden Sie die Seite neu oder versuchen Sie es später erneut.',
    notFound: 'Zahlung nicht gefunden.',
    declined: 'Ihre Karte wurde abgelehnt.',
    authenticationFailed: 'Ihre Bank konnte die Zahlung nicht bestätigen. Versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
    default: 'Fehler bei der Zahlung. Bitte versuchen Sie es später erneut.',
  },
  reasons: {
    insufficient_funds: 'Die Karte ist nicht ausreichend gedeckt.',
    expired_card: 'Die Karte ist abgelaufen.',
    incorrect_cvc: 'Die Prüfnummer ist falsch.',
    incorrect_number: 'Die Kartennummer ist falsch.',
    card_velocity_exceeded: 'Das Ausgabenlimit der Karte ist erreicht.',
    processing_error: 'Die Bank konnte die Zahlung nicht verarbeiten: Versuchen Sie es gleich noch einmal.',
    card_not_supported: 'Diese Karte unterstützt diese Art von Kauf nicht.',
    currency_not_supported: 'Diese Karte unterstützt diese Währung nicht.',
    authentication_required: 'Ihre Bank bittet Sie, die Zahlung zu bestätigen.',
    test_mode_live_card: 'Dies ist eine Testzahlung: Verwenden Sie eine der Testkarten.',
  },
};

export const paymentResources: Record<Language, PaymentTexts> = { it, en, fr, es, de };

let registered = false;

/** Adds the `payments` namespace once (CardPayment calls it when its module loads). */
export function registerPaymentTranslations(): void {
  if (registered) return;
  registered = true;
  registerTranslations(PAYMENTS_NS, paymentResources as unknown as Record<Language, Record<string, unknown>>);
}

/** The visitor's text for an error: the kind's sentence, then the bank's reason when we know it. */
export function paymentErrorText(t: TFunction, error: CardPaymentError): string {
  const main = t(`errors.${error.kind}`, { ns: PAYMENTS_NS });
  const reason = error.kind === 'declined' && (REASONS as readonly string[]).includes(error.declineCode ?? '') ? t(`reasons.${error.declineCode}`, { ns: PAYMENTS_NS }) : '';
  return reason ? `${main} ${reason}` : main;
}
