import type { BookingTexts } from './it';

const es: BookingTexts = {
  pages: {
    Reserve: 'Reservar mesa', ReserveModule: 'Reservar', ReserveMessage: 'Tu reserva',
    ReserveEdit: 'Modificar la reserva', ReserveEditConfirm: 'Reserva modificada', ReserveEditError: 'No se pudo modificar', ReserveAuthenticate: 'Confirmar el pago',
  },
  breadcrumb: 'Pasos de la reserva',
  stepOf: 'Paso {{n}} de {{total}}: {{name}}',
  steps: { people: 'Personas', date: 'Fecha', time: 'Hora', experience: 'Experiencia', zone: 'Sala', details: 'Datos', guarantee: 'Tarjeta', summary: 'Resumen', payment: 'Pago' },
  actions: { next: 'Continuar', back: 'Atrás' },
  people: { title: '¿Cuántas personas?', count_one: '{{count}} persona', count_other: '{{count}} personas', range: 'En línea de {{min}} a {{max}} personas. Para grupos más grandes, contacta con el local.' },
  date: {
    title: 'Elige el día', prev: 'Mes anterior', next: 'Mes siguiente', legend: 'Leyenda', loading: 'Cargando disponibilidad…', whatMeans: 'qué significa', keyboardHelp: 'Flechas para moverse entre los días, Re Pág y Av Pág para cambiar de mes, Intro para elegir.',
    status: { past: 'pasado', closed: 'cerrado', experience: 'experiencia', available: 'disponible', completed: 'completo' },
    statusHelp: {
      past: 'Este día ya ha pasado.', closed: 'El local está cerrado.', experience: 'Solo se puede reservar una experiencia.',
      available: 'Hay mesas disponibles.', completed: 'Completo para tu número de personas.',
    },
  },
  time: {
    title: 'Elige la hora', loading: 'Cargando horarios…', none: 'No queda ninguna hora libre para {{count}} personas este día.', full: 'completo', waitingList: 'lista de espera',
    waitingListTitle: 'Esta hora está completa.', waitingListText: 'Puedes apuntarte a la lista de espera: te escribiremos si se libera una plaza.',
    reasons: {
      DAY_SOLD_OUT: 'Este día está completo.', ZONE_SOLD_OUT: 'Ninguna sala tiene sitio para tu grupo.', SHIFT_FULL: 'El turno está completo.',
      EXPERIENCE_REQUIRED: 'Este día solo se puede reservar una experiencia.', CLOSED: 'El local está cerrado.', PAST: 'Es demasiado tarde para reservar este día.',
    },
  },
  experience: {
    waitingList: 'Esta hora está completa: elige para qué apuntarte a la lista de espera. Te escribiremos si se libera una plaza.',
    title: 'Elige la experiencia', required: 'A esta hora solo se puede reservar una experiencia.', tableOnly: 'Solo mesa', tableOnlyHint: 'Sin experiencia: una mesa en el restaurante.',
    perGuest: '{{price}} por persona', duration: '{{minutes}} min', card: 'garantía con tarjeta', conditions: 'Condiciones',
  },
  zone: { title: 'Elige la sala', any: 'Sin preferencia', full: 'completa' },
  details: {
    title: 'Tus datos', firstName: 'Nombre', lastName: 'Apellidos', phone: 'Móvil', email: 'E-mail', reason: 'Motivo de la visita', reasonNone: 'Elige (opcional)',
    reasonOther: 'Cuéntanos más', notes: 'Notas (alergias, trona…)',
    extraTitle: 'Algunas preguntas más', extraChoose: 'Elige',
    reasons: { birthday: 'Cumpleaños', anniversary: 'Aniversario', business: 'Trabajo', romantic: 'Cena romántica', family: 'Familia', friends: 'Amigos', other: 'Otro' },
  },
  guarantee: {
    title: 'Garantía con tarjeta y cancelación', intro: 'Esta reserva está garantizada con una tarjeta. Ahora no se cobra nada.', termsTitle: 'Condiciones de cancelación',
    perReservation: '{{amount}} por reserva', perGuest: '{{unit}} por persona ({{amount}} en total)',
    freeUntil: 'Cancelación gratuita hasta el {{deadline}} (hora de {{venue}}).',
    how: 'Después, o si no te presentas, {{venue}} cobra {{amount}} en la tarjeta que guardas ahora, sin necesidad de tu presencia.',
    accept: 'Acepto las condiciones de cancelación y la garantía con tarjeta.', toCard: 'Continuar con la tarjeta', heldUntil: 'Tus plazas están reservadas hasta las {{time}}.', card: 'Guarda tu tarjeta',
  },
  summary: {
    title: 'Resumen', date: 'Fecha', time: 'Hora', people: 'Personas', experience: 'Experiencia', zone: 'Sala', name: 'Nombre', phone: 'Móvil', email: 'E-mail', reason: 'Motivo', notes: 'Notas',
    price: 'Precio', total: '{{total}} en total ({{price}} por persona)', payAtVenue: 'se paga en el local', payOnline: 'pago en línea',
    confirm: 'Confirmar la reserva', confirmRequest: 'Enviar la solicitud', confirmWaiting: 'Apuntarme a la lista de espera',
    yes: 'Sí', no: 'No',
    waitingNotice: 'Entrarás en la lista de espera: te escribiremos si se libera una plaza.', requestNotice: 'El local confirma las solicitudes a mano: recibirás un e-mail.',
  },
  payment: {
    title: 'Pago en línea', termsTitle: 'Pago y cancelación',
    prepaidToPay: 'A pagar ahora en línea: {{amount}}', depositToPay: 'Depósito a pagar ahora en línea: {{amount}} ({{unit}} por persona); el resto se paga en el local.',
    prepaidPaid: 'Pagado en línea: {{amount}}', depositPaid: 'Depósito pagado en línea: {{amount}}; el resto se paga en el local.',
    refundRule: 'Si cancelas antes del {{deadline}} (hora de {{venue}}) te reembolsamos {{amount}} íntegramente; después no hay reembolso.',
    refunded: '{{amount}} reembolsado en tu tarjeta (puede tardar unos días).',
    accept: 'Acepto el pago en línea y las condiciones de cancelación y reembolso.', toPayment: 'Continuar al pago',
    confirming: 'Pago recibido: registramos tu reserva…', retry: 'Reintentar',
  },
  errors: {
    PAYMENT_REQUIRED: 'Esta experiencia se paga en línea al reservar.', PAYMENT_NOT_DONE: 'El pago aún no se ha completado. Vuelve a intentarlo en unos segundos.',
    HOLD_EXPIRED_REFUNDED: 'El tiempo para completar la reserva había terminado y las plazas ya no estaban disponibles: te hemos reembolsado el pago íntegramente.',
    INVALID_EXTRA_ANSWERS: 'Revisa tus respuestas a las preguntas de la experiencia.',
    loadTitle: 'No se pudo cargar la página', loadAvailability: 'No podemos cargar la disponibilidad. Inténtalo de nuevo.',
    SOLD_OUT: 'La hora elegida ya no está disponible.', ZONE_UNAVAILABLE: 'La sala elegida ya no tiene sitio.', SLOT_UNAVAILABLE: 'Esta hora ya no se puede reservar.',
    HOLD_EXPIRED: 'Se acabó el tiempo para completar la reserva y las plazas ya no están disponibles.', CARD_NOT_SAVED: 'La tarjeta aún no se ha guardado.',
    BOT_CHECK_FAILED: 'La verificación anti-robot ha fallado. Repítela e inténtalo de nuevo.', GUARANTEE_REQUIRED: 'Esta reserva requiere una garantía con tarjeta.',
    INVALID_PAYLOAD: 'Rellena todos los campos obligatorios.', RESERVATION_CLOSED: 'Esta reserva ya no se puede modificar.',
    BOOKING_LIMIT_EMAIL: 'Esta dirección de e-mail ya tiene el máximo de reservas permitido para este día. Para más mesas, contacta con el local.',
    BOOKING_LIMIT_CLIENT: 'Desde esta conexión ya se han hecho demasiadas reservas para este día. Para más mesas, contacta con el local.',
    ZONE_NOT_FOUND: 'La sala elegida ya no existe: elige otra.',
  },
  module: { notFoundTitle: 'Página de reserva no encontrada', notFoundText: 'Esta página de reserva no existe o ya no está activa.', toReserve: 'Reservar mesa' },
  message: {
    confirmed: { title: 'Tu reserva está confirmada', text: '¡Te esperamos!' },
    pending: { title: 'Solicitud recibida', text: 'El local confirmará tu reserva: recibirás un e-mail.' },
    rejected: { title: 'Reserva no confirmada', text: 'No se ha podido confirmar la reserva. Prueba otro día u otra hora.' },
    waiting: { title: 'Estás en la lista de espera', text: 'Te avisaremos si se libera una plaza.' },
    unknown: { title: 'Mensaje no disponible', text: 'Esta página no tiene nada que mostrar.' },
    emailSent: 'Hemos enviado los detalles a {{email}}.', calendar: 'Añadir al calendario', edit: 'Modificar o cancelar', again: 'Hacer otra reserva',
  },
  edit: {
    notFoundTitle: 'Reserva no encontrada', notFoundText: 'El enlace no es válido. Revisa la dirección recibida por e-mail.',
    current: 'Tu reserva', closed: 'Esta reserva ya no se puede modificar en línea.', waiting: 'Estás en la lista de espera: solo puedes cancelar la solicitud.',
    change: 'Cambiar personas, día, hora o sala', save: 'Guardar los cambios', cancelTitle: '¿No puedes venir?', cancel: 'Cancelar la reserva',
    lateWarning: 'El periodo de cancelación gratuita ha terminado: el local puede cobrar {{amount}}.',
    cancelConfirmTitle: '¿Cancelar la reserva?', cancelConfirmText: 'La mesa se ofrecerá a otros clientes.', keep: 'Mantenerla', cancelYes: 'Sí, cancelar',
    refundOnCancel: 'Si cancelas ahora, te reembolsamos {{amount}} íntegramente.', noRefund: 'El plazo de cancelación gratuita ha terminado: si cancelas ahora, los {{amount}} pagados no se reembolsan.',
    blocked: {
      EDIT_PAID_PAX: 'En una reserva pagada en línea no se puede cambiar el número de personas: cancélala y vuelve a reservar, o contacta con el local.',
      EDIT_NEEDS_CARD: 'Esta elección requiere una garantía con tarjeta de crédito: no se puede modificar en línea. Elige otra cosa o contacta con el local.',
      EDIT_WAITING_LIST: 'La hora elegida está completa y solo en lista de espera: elige otra hora.',
      EDIT_SOLD_OUT: 'Tu elección está completa: elige otro día u hora.',
      BOOKING_LIMIT_EMAIL: 'Esta dirección de e-mail ya tiene el máximo de reservas permitido para ese día: elige otro día o contacta con el local.',
      BOOKING_LIMIT_CLIENT: 'Desde esta conexión ya se han hecho demasiadas reservas para ese día: elige otro día o contacta con el local.',
    },
  },
  editConfirm: {
    refunded: 'Te reembolsamos {{amount}} íntegramente en tu tarjeta (puede tardar unos días).', notRefunded: 'La cancelación llegó después del plazo gratuito: los {{amount}} pagados no se reembolsan.',
    title: 'Reserva modificada', text: 'Te hemos enviado los nuevos detalles por e-mail.', unchanged: 'No ha cambiado nada.',
    cancelledTitle: 'Reserva cancelada', cancelledText: 'Tu reserva ha sido cancelada. Te hemos enviado una confirmación por e-mail.', back: 'Volver a la reserva',
  },
  editError: { title: 'No se pudo modificar', text: 'Se ha producido un error al modificar la reserva. Inténtalo de nuevo más tarde.', retry: 'Reintentar' },
  authenticate: {
    title: 'Confirmar el pago', text: 'Tu banco pide confirmar el cargo de {{amount}} previsto en las condiciones de tu reserva.',
    paid: 'Pago de {{amount}} confirmado. Gracias.', none: 'No hay ningún pago que confirmar.',
  },
};

export default es;
