/** The promo e-mail in the five languages ({{name}} placeholders are filled, then escaped). */
import type { Language } from '../../lib/i18n-text';

export interface PromoEmailTexts {
  subject: string;
  greeting: string;
  intro: string;
  codeLabel: string;
  qrAlt: string;
  useBy: string;
  conditions: string;
  button: string;
  linkHint: string;
  footer: string;
}

export const PROMO_EMAIL_TEXTS: Record<Language, PromoEmailTexts> = {
  it: {
    subject: '{{promo}}: il tuo codice',
    greeting: 'Ciao {{name}},',
    intro: 'ecco il tuo codice per «{{promo}}». Mostralo in {{venue}}: basta il codice o il QR code.',
    codeLabel: 'Il tuo codice',
    qrAlt: 'QR code del codice {{code}}',
    useBy: 'Da usare entro il {{date}}.',
    conditions: 'Condizioni',
    button: 'Apri il tuo codice',
    linkHint: 'Oppure apri questo indirizzo:',
    footer: 'Ricevi questa e-mail perché hai richiesto una promozione di {{venue}}.',
  },
  en: {
    subject: '{{promo}}: your code',
    greeting: 'Hello {{name}},',
    intro: 'here is your code for “{{promo}}”. Show it at {{venue}}: the code or the QR code will do.',
    codeLabel: 'Your code',
    qrAlt: 'QR code of code {{code}}',
    useBy: 'To be used by {{date}}.',
    conditions: 'Conditions',
    button: 'Open your code',
    linkHint: 'Or open this address:',
    footer: 'You receive this e-mail because you requested a promotion of {{venue}}.',
  },
  fr: {
    subject: '{{promo}} : votre code',
    greeting: 'Bonjour {{name}},',
    intro: 'voici votre code pour « {{promo}} ». Présentez-le chez {{venue}} : le code ou le QR code suffit.',
    codeLabel: 'Votre code',
    qrAlt: 'QR code du code {{code}}',
    useBy: 'À utiliser avant le {{date}} inclus.',
    conditions: 'Conditions',
    button: 'Ouvrir votre code',
    linkHint: 'Ou ouvrez cette adresse :',
    footer: 'Vous recevez cet e-mail car vous avez demandé une promotion de {{venue}}.',
  },
  es: {
    subject: '{{promo}}: tu código',
    greeting: 'Hola {{name}}:',
    intro: 'aquí tienes tu código para «{{promo}}». Muéstralo en {{venue}}: basta el código o el código QR.',
    codeLabel: 'Tu código',
    qrAlt: 'Código QR del código {{code}}',
    useBy: 'Úsalo antes del {{date}} incluido.',
    conditions: 'Condiciones',
    button: 'Abrir tu código',
    linkHint: 'O abre esta dirección:',
    footer: 'Recibes este correo porque has solicitado una promoción de {{venue}}.',
  },
  de: {
    subject: '{{promo}}: Ihr Code',
    greeting: 'Hallo {{name}},',
    intro: 'hier ist Ihr Code für „{{promo}}“. Zeigen Sie ihn bei {{venue}} vor: der Code oder der QR-Code genügt.',
    codeLabel: 'Ihr Code',
    qrAlt: 'QR-Code des Codes {{code}}',
    useBy: 'Einzulösen bis einschließlich {{date}}.',
    conditions: 'Bedingungen',
    button: 'Ihren Code öffnen',
    linkHint: 'Oder öffnen Sie diese Adresse:',
    footer: 'Sie erhalten diese E-Mail, weil Sie eine Aktion von {{venue}} angefordert haben.',
  },
};

/** Fills {{name}} placeholders (plain text: the HTML template escapes the result). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
