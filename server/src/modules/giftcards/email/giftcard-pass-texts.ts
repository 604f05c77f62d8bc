/** Texts of the gift card's wallet pass (modules/wallet), in the five languages ({{x}} are filled). */
import type { Language } from '../../../lib/i18n-text';

export interface GiftcardPassTexts {
  /** What the pass is, for VoiceOver and the lock screen. */
  description: string;
  title: string;
  balance: string;
  value: string;
  validUntil: string;
  code: string;
  howTo: string;
}

export const GIFTCARD_PASS_TEXTS: Record<Language, GiftcardPassTexts> = {
  it: {
    description: 'Gift card di {{venue}}',
    title: 'Gift card',
    balance: 'Saldo',
    value: 'Valore iniziale',
    validUntil: 'Valida fino al',
    code: 'Codice',
    howTo: 'Mostra il QR code o il codice in {{venue}}: il personale scala l’importo dal saldo.',
  },
  en: {
    description: 'Gift card of {{venue}}',
    title: 'Gift card',
    balance: 'Balance',
    value: 'Initial value',
    validUntil: 'Valid until',
    code: 'Code',
    howTo: 'Show the QR code or the code at {{venue}}: the staff take the amount off the balance.',
  },
  fr: {
    description: 'Carte cadeau de {{venue}}',
    title: 'Carte cadeau',
    balance: 'Solde',
    value: 'Valeur initiale',
    validUntil: 'Valable jusqu’au',
    code: 'Code',
    howTo: 'Présentez le QR code ou le code chez {{venue}} : le personnel déduit le montant du solde.',
  },
  es: {
    description: 'Tarjeta regalo de {{venue}}',
    title: 'Tarjeta regalo',
    balance: 'Saldo',
    value: 'Valor inicial',
    validUntil: 'Válida hasta el',
    code: 'Código',
    howTo: 'Muestra el código QR o el código en {{venue}}: el personal descuenta el importe del saldo.',
  },
  de: {
    description: 'Geschenkkarte von {{venue}}',
    title: 'Geschenkkarte',
    balance: 'Guthaben',
    value: 'Anfangswert',
    validUntil: 'Gültig bis',
    code: 'Code',
    howTo: 'Zeigen Sie den QR-Code oder den Code bei {{venue}}: das Personal zieht den Betrag vom Guthaben ab.',
  },
};
