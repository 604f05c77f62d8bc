const it = {
  preview: {
    title: 'Anteprima della gift card',
    note: 'Ecco cosa riceverà {{name}} per e-mail.',
    noteSelf: 'Ecco cosa riceverai per e-mail.',
    greeting: 'Ciao {{name}},',
    introGift: '{{from}} ti ha regalato una gift card da usare da {{venue}}.',
    introSelf: 'ecco la tua gift card da usare da {{venue}}.',
    messageLabel: 'Il messaggio di {{from}}',
    valueLabel: 'Valore',
    someone: 'destinatario',
    quantity: '{{count}} gift card',
  },
};

export type PreviewTexts = typeof it;

export default it;
