import type { BookingHelpTexts } from './it';

const es: BookingHelpTexts = {
  suggest: {
    title: 'Horas libres para {{count}} personas',
    sameDay: 'El mismo día',
    nextDays: 'Los próximos días',
    loading: 'Buscando horas libres…',
    none: 'No hay horas libres en los próximos días para {{count}} personas.',
    take: '{{date}} a las {{time}}',
  },
  large: {
    link: '¿Sois más de {{max}}? Enviad una solicitud',
    title: 'Solicitud para un grupo',
    intro: 'Para grupos de más de {{max}} personas el local confirma a mano: envía tu solicitud y te responderemos por correo.',
    pax: 'Número de personas',
    date: 'Día',
    time: 'Hora',
    notes: 'Notas (menú, ocasión, alergias…)',
    send: 'Enviar la solicitud',
    paxRange: 'Indica un número entre {{min}} y 99.',
    dateRequired: 'Elige el día.',
    timeRequired: 'Indica la hora (HH:MM).',
    SLOT_UNAVAILABLE: 'El local no abre ese día a esa hora: elige otro momento.',
    PARTY_BOOKABLE_ONLINE: 'Para {{max}} personas o menos puedes reservar directamente en línea.',
    back: 'Volver a la reserva',
  },
  find: {
    link: '¿Ya has reservado? Encuentra tu reserva',
    title: 'Encuentra tu reserva',
    intro: 'Escribe el correo con el que reservaste: te enviamos los enlaces de tus próximas reservas.',
    email: 'Correo electrónico',
    send: 'Enviadme los enlaces',
    sent: 'Si hay reservas próximas para {{email}}, recibirás en breve un correo con los enlaces para verlas y modificarlas.',
    tryIn_one: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundo.',
    tryIn_other: 'Demasiadas solicitudes: inténtalo de nuevo en {{count}} segundos.',
    book: 'Reservar una mesa',
  },
  cancelled: {
    title: 'Reserva cancelada',
    text: 'Esta reserva ha sido cancelada y ya no se puede modificar.',
    again: 'Reservar de nuevo',
    unconfirmed: 'No recibimos tu confirmación a tiempo: la reserva se liberó para la lista de espera. No se ha cobrado nada.',
    offer_expired: 'La plaza que te ofrecimos no se confirmó a tiempo y pasó a la siguiente persona de la lista.',
    offer_declined: 'Dejaste la plaza que te ofrecimos: ya no estás en la lista de espera.',
    left_list: 'No te ofreceremos ninguna plaza para esta solicitud.',
    leftTitle: 'Has salido de la lista de espera',
  },
};

export default es;
