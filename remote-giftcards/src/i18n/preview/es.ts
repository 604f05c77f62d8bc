import type { PreviewTexts } from './it';

const es: PreviewTexts = {
  preview: {
    title: 'Vista previa de la tarjeta regalo',
    note: 'Esto es lo que recibirá {{name}} por correo.',
    noteSelf: 'Esto es lo que recibirás por correo.',
    greeting: 'Hola {{name}}:',
    introGift: '{{from}} te ha regalado una tarjeta regalo para usar en {{venue}}.',
    introSelf: 'aquí tienes tu tarjeta regalo para usar en {{venue}}.',
    messageLabel: 'El mensaje de {{from}}',
    valueLabel: 'Valor',
    someone: 'destinatario',
    quantity: '{{count}} tarjetas regalo',
  },
};

export default es;
