/** Texts of a claimed promo code's wallet pass (modules/wallet), in the five languages ({{x}} are filled). */
import type { Language } from '../../lib/i18n-text';

export interface PromoPassTexts {
  /** What the pass is, for VoiceOver and the lock screen. */
  description: string;
  code: string;
  useBy: string;
  name: string;
  conditions: string;
  howTo: string;
}

export const PROMO_PASS_TEXTS: Record<Language, PromoPassTexts> = {
  it: {
    description: '{{promo}}: il tuo codice di {{venue}}',
    code: 'Codice',
    useBy: 'Da usare entro il',
    name: 'Nome',
    conditions: 'Condizioni',
    howTo: 'Mostra il QR code o il codice in {{venue}}.',
  },
  en: {
    description: '{{promo}}: your code at {{venue}}',
    code: 'Code',
    useBy: 'Use by',
    name: 'Name',
    conditions: 'Conditions',
    howTo: 'Show the QR code or the code at {{venue}}.',
  },
  fr: {
    description: '{{promo}} : votre code chez {{venue}}',
    code: 'Code',
    useBy: 'À utiliser avant le',
    name: 'Nom',
    conditions: 'Conditions',
    howTo: 'Présentez le QR code ou le code chez {{venue}}.',
  },
  es: {
    description: '{{promo}}: tu código en {{venue}}',
    code: 'Código',
    useBy: 'Úsalo antes del',
    name: 'Nombre',
    conditions: 'Condiciones',
    howTo: 'Muestra el código QR o el código en {{venue}}.',
  },
  de: {
    description: '{{promo}}: Ihr Code bei {{venue}}',
    code: 'Code',
    useBy: 'Einzulösen bis',
    name: 'Name',
    conditions: 'Bedingungen',
    howTo: 'Zeigen Sie den QR-Code oder den Code bei {{venue}} vor.',
  },
};
