import type { PromoHelpTexts } from './it';

const en: PromoHelpTexts = {
  resend: {
    title: 'Cannot find your code?',
    intro: 'We send it again to the e-mail address used to request it.',
    email: 'E-mail',
    send: 'Send my code again',
    sent: 'If {{email}} requested this promotion, the code is on its way to that inbox again.',
    tryIn_one: 'Too many requests: try again in {{count}} second.',
    tryIn_other: 'Too many requests: try again in {{count}} seconds.',
  },
};

export default en;
